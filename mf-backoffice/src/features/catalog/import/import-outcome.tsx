import type { CatalogImportJob } from '@store/contracts';
import styles from '../../layout/backoffice.module.css';

const products = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What an import came to: its counts, or the refused lines (nothing changed), or its failure. */
export function ImportOutcome({ job }: { job: CatalogImportJob }) {
  if (job.status === 'failed')
    return (
      <p role="alert" className={styles.error}>
        {job.error}
      </p>
    );
  if (job.status === 'imported' && job.summary) {
    const { created, updated, unchanged, variants } = job.summary;
    return (
      <p role="status" className={styles.status}>
        {`«${job.fileName}» importado: ${products(created, 'producto nuevo', 'productos nuevos')}, ${products(updated, 'actualizado', 'actualizados')}, ${products(unchanged, 'sin cambios', 'sin cambios')} (${products(variants, 'variante', 'variantes')}). La tienda ya los muestra.`}
      </p>
    );
  }
  const shown =
    job.issues.length < job.issueCount ? ` Se muestran las primeras ${job.issues.length}.` : '';
  return (
    <>
      <p role="alert" className={styles.error}>
        {`«${job.fileName}» tiene ${products(job.issueCount, 'línea con problemas', 'líneas con problemas')}: no se importó nada. Corrija el archivo y vuelva a importarlo.${shown}`}
      </p>
      <div
        className={styles.tableWrap}
        role="region"
        aria-label="Líneas con problemas"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls is a stop
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption>Líneas con problemas</caption>
          <thead>
            <tr>
              <th scope="col">Línea</th>
              <th scope="col">Campo</th>
              <th scope="col">Problema</th>
            </tr>
          </thead>
          <tbody>
            {job.issues.map((issue, index) => (
              <tr key={`${issue.line}-${index}`}>
                <td>{issue.line}</td>
                <td>{issue.field ?? '—'}</td>
                <td>{issue.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
