import styles from '../layout/backoffice.module.css';
import { useStore } from '@store/platform';
import { useKeyedLoad } from '@store/ui';
import { adminApi } from '../api/admin-api';
import { when } from '../texts';

/** A variant's stock adjustments, newest first; `round` moves after each adjustment. */
export function StockHistory({
  token,
  variantId,
  sku,
  round,
}: {
  token: string;
  variantId: number;
  sku: string;
  round: number;
}) {
  const { config } = useStore();
  const { latest: data, error } = useKeyedLoad(`${variantId}#${round}`, () =>
    adminApi.stockHistory(token, variantId),
  );
  if (error)
    return (
      <p role="alert" className={styles.error}>
        {error}
      </p>
    );
  if (!data) return <p>Cargando el historial…</p>;
  if (data.length === 0) return <p>{sku} no tiene ajustes de stock todavía.</p>;
  return (
    // A region the keyboard can reach: on a phone the table scrolls sideways and holds nothing
    // else that takes the focus.
    <div
      className={styles.tableWrap}
      role="region"
      aria-label={`Historial de stock de ${sku}`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls is a stop
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption>Historial de stock de {sku}</caption>
        <thead>
          <tr>
            <th>Fecha</th>
            <th>Quién</th>
            <th>Cambio</th>
            <th>Stock después</th>
            <th>Motivo</th>
            <th>Nota</th>
          </tr>
        </thead>
        <tbody>
          {data.map((a) => (
            <tr key={a.id}>
              <td>{when(a.at, config.environment)}</td>
              <td>{a.actor}</td>
              <td>{a.change > 0 ? `+${a.change}` : a.change}</td>
              <td>{a.stockAfter}</td>
              <td>{a.reason}</td>
              <td>{a.note ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
