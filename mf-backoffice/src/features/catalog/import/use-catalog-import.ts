import { useEffect, useRef, useState } from 'react';
import type { CatalogImportJob } from '@store/contracts';
import { toStoreApiError, type UploadProgress } from '@store/platform';
import { importApi } from './import-api';

/** How often the page asks how the import goes. */
export const POLL_MS = 700;

export type ImportState =
  | { step: 'idle' }
  | { step: 'uploading'; progress: UploadProgress }
  | { step: 'importing'; job: CatalogImportJob }
  | { step: 'finished'; job: CatalogImportJob }
  | { step: 'failed'; message: string };

/**
 * An import from the page: the file's upload with its progress, then the job asked for every
 * `POLL_MS` until it imported the file or refused it (`onImported` after the first). Leaving the
 * page stops the asking (the import goes on in the store).
 */
export function useCatalogImport(token: string, onImported: () => void) {
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const follow = (job: CatalogImportJob) => {
    if (job.status !== 'running') {
      if (job.status === 'imported') onImported();
      return setState({ step: 'finished', job });
    }
    setState({ step: 'importing', job });
    timer.current = setTimeout(() => {
      importApi
        .job(token, job.id)
        .then(follow, (error: unknown) =>
          setState({ step: 'failed', message: toStoreApiError(error).message }),
        );
    }, POLL_MS);
  };

  const start = async (file: File) => {
    setState({ step: 'uploading', progress: { loaded: 0, total: file.size } });
    try {
      follow(
        await importApi.upload(token, file, (progress) =>
          setState({ step: 'uploading', progress }),
        ),
      );
    } catch (error) {
      setState({ step: 'failed', message: toStoreApiError(error).message });
    }
  };

  return { state, start };
}
