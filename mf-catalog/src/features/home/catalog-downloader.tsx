import { useState, type FormEvent } from 'react';
import type { CategorySummary } from '@store/contracts';
import { useApiClient, useTranslation } from '@store/platform';
import { Button, HydratedControls } from '@store/ui';
import { catalogApi } from '../catalog-api/catalog-api';
import { SelectField } from '../forms/select-field';
import styles from './home.module.css';

/**
 * The catalogue downloader: the API signs a short-lived link and the browser downloads the PDF
 * from it directly, so a large catalogue streams to disk instead of into the page's memory.
 */
export function CatalogDownloader({ categories }: { categories: CategorySummary[] }) {
  const { t } = useTranslation('catalog');
  const client = useApiClient();
  const [category, setCategory] = useState('');
  const [state, setState] = useState<{ busy: boolean; message: string; failed: boolean }>({
    busy: false,
    message: '',
    failed: false,
  });

  const download = async (event: FormEvent) => {
    event.preventDefault();
    setState({ busy: true, message: t('downloader.preparing'), failed: false });
    try {
      const { url } = await catalogApi.downloadLink(client, category || null);
      const link = document.createElement('a');
      link.href = url;
      link.download = '';
      document.body.append(link);
      link.click();
      link.remove();
      setState({ busy: false, message: t('downloader.ready'), failed: false });
    } catch (error) {
      setState({ busy: false, message: error instanceof Error ? error.message : '', failed: true });
    }
  };

  return (
    <section aria-labelledby="home-downloader" className={styles.downloader}>
      <div>
        <h2 id="home-downloader">{t('downloader.title')}</h2>
        <p>{t('downloader.text')}</p>
      </div>
      <form onSubmit={(event) => void download(event)}>
        <HydratedControls className={styles.downloadForm}>
          <SelectField
            label={t('downloader.category')}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          >
            <option value="">{t('downloader.all')}</option>
            {categories
              .filter((c) => c.productCount > 0)
              .map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.title}
                </option>
              ))}
          </SelectField>
          <Button type="submit" variant="accent" busy={state.busy}>
            {t('downloader.submit')}
          </Button>
          <p role="status" className={state.failed ? styles.problem : styles.status}>
            {state.message}
          </p>
        </HydratedControls>
      </form>
    </section>
  );
}
