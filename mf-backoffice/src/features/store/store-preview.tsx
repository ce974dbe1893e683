import { useStore } from '@store/platform';
import styles from './store.module.css';

/**
 * The storefront's home page with the draft (`?preview=`), in a frame: real pages, rendered by
 * the server, never kept by the page cache. The address is the store's own (`/{tenant}/...`).
 */
export function StorePreview({ url, version }: { url: string; version: number }) {
  const { tenant } = useStore();
  const src = url.startsWith(`/${tenant}/`) ? url : `/${tenant}/`;
  return (
    <>
      <iframe
        key={version}
        className={styles.preview}
        src={src}
        title="Vista previa de la tienda con el borrador"
      />
      <p>
        <a href={src} target="_blank" rel="noopener">
          Abrir la vista previa en otra pestaña
        </a>
      </p>
    </>
  );
}
