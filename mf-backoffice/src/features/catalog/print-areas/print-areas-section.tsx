import styles from '../../layout/backoffice.module.css';
import { useFreshLoad } from '../use-fresh-load';
import { formatMm } from './area-geometry';
import { printAreasApi } from './print-areas-api';
import { PrintAreasForm } from './print-areas-form';

/**
 * The product page's «Técnicas y áreas de impresión»: the form for who may write the catalogue,
 * a list for who only reads it (sales).
 */
export function PrintAreasSection({
  token,
  id,
  canWrite,
}: {
  token: string;
  id: number;
  canWrite: boolean;
}) {
  // «Recargar» after a 409 and each save: the form starts again from what the server holds.
  const { data, error, reload, formKey, startAgain } = useFreshLoad(String(id), () =>
    printAreasApi.get(token, id),
  );
  if (error)
    return (
      <p role="alert" className={styles.error}>
        {error}
      </p>
    );
  if (!data) return <p>Cargando técnicas y áreas de impresión…</p>;
  if (!canWrite)
    return (
      <div className={styles.card}>
        <h2>Técnicas y áreas de impresión</h2>
        <ul>
          {data.techniques.map((t) => (
            <li key={t.techniqueId}>
              {t.name}:{' '}
              {t.printAreas
                .map(
                  (a) =>
                    `${a.name} en ${a.view} (${formatMm(a.widthMm)} × ${formatMm(a.heightMm)} mm)`,
                )
                .join(', ') || 'sin áreas'}
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <PrintAreasForm
      key={formKey}
      data={data}
      onSave={async (body) => {
        const saved = await printAreasApi.save(token, id, body);
        reload();
        return saved;
      }}
      onReload={startAgain}
    />
  );
}
