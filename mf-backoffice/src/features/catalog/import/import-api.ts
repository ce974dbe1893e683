import type { CatalogImportJob } from '@store/contracts';
import type { ApiRequestConfig } from '@store/platform';
import { call } from '../../api/admin-api';

const URL = '/api/admin/catalog/imports';

/** The catalogue importer (`/api/admin/catalog/imports`): send a file, then ask how it goes. */
export const importApi = {
  upload: (token: string, file: File, onUploadProgress: ApiRequestConfig['onUploadProgress']) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return call<CatalogImportJob>(token, {
      method: 'POST',
      url: URL,
      data: form,
      ...(onUploadProgress ? { onUploadProgress } : {}),
    });
  },
  job: (token: string, id: string) => call<CatalogImportJob>(token, { url: `${URL}/${id}` }),
};
