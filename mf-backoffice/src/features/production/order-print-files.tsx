import type { AdminPrintFile } from '@store/contracts';

import { Button, useKeyedLoad } from '@store/ui';
import { adminApi } from '../api/admin-api';
import styles from '../layout/backoffice.module.css';
import { useSend } from '../layout/use-send';

/**
 * The order's print files for whoever prints it: each customised line's views (PNG at 300 DPI and
 * SVG in mm, rendered from the buyer's saved design) and all of them in one zip.
 */
export function OrderPrintFiles({
  token,
  orderId,
  number,
}: {
  token: string;
  orderId: number;
  number: string;
}) {
  // The last answer stays on screen while the next one loads (no flash of 'Cargando').
  const { latest: data, error } = useKeyedLoad(`print-files-${orderId}`, () =>
    adminApi.printFiles(token, orderId),
  );
  const download = useSend(() => undefined);
  const save = (file: { line: number; name: string } | null) =>
    void download.send(() => adminApi.printFile(token, orderId, number, file), 'Descarga lista.');
  const view = (file: AdminPrintFile) => `${file.productName}, ${file.view}`;
  return (
    <section className={styles.card} aria-labelledby="order-print-files">
      <h2 id="order-print-files">Archivos de impresión</h2>
      {/* A plain order (no design) answers that it has none: said as it is. */}
      {error && <p>{error}</p>}
      {!data && !error && <p>Preparando los archivos…</p>}
      {data && (
        <>
          <ul>
            {data.map((file) => (
              <li key={`${file.line}-${file.png}`}>
                Línea {file.line}: {view(file)} ({file.widthPx} × {file.heightPx} px a 300 DPI){' '}
                {(['png', 'svg'] as const).map((kind) => (
                  <Button
                    key={kind}
                    variant="ghost"
                    size="small"
                    aria-label={`${kind.toUpperCase()} de ${view(file)}`}
                    onClick={() => save({ line: file.line, name: file[kind] })}
                  >
                    {kind.toUpperCase()}
                  </Button>
                ))}
              </li>
            ))}
          </ul>
          <Button variant="secondary" disabled={download.busy} onClick={() => save(null)}>
            Descargar todo (.zip)
          </Button>
        </>
      )}
      {download.messages}
    </section>
  );
}
