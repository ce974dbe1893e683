import type { StaffRole } from '@store/contracts';
import { Link } from '@store/platform';
import { useKeyedLoad } from '@store/ui';
import { adminApi } from '../api/admin-api';
import styles from '../layout/backoffice.module.css';
import { money } from '../texts';
import { LiveAnnouncement } from '../live/live-announcement';
import { useLiveOrders } from '../live/use-live-orders';
import { SalesChart } from './sales-chart';

export function DashboardPage({
  token,
  base,
  role,
}: {
  token: string;
  base: string;
  role: StaffRole;
}) {
  const { data, error, reload } = useKeyedLoad('dashboard', () => adminApi.dashboard(token));
  // New orders and payments move the figures: read them again.
  const announcement = useLiveOrders(token, role, reload);
  if (error)
    return (
      <p role="alert" className={styles.error}>
        {error}
      </p>
    );
  if (!data) return <p>Cargando…</p>;
  const figures = [
    ['Pedidos de hoy', String(data.today.orders)],
    ['Ventas de hoy', money(data.today.sales, data.currency)],
    ['Pedidos de la semana', String(data.week.orders)],
    ['Ventas de la semana', money(data.week.sales, data.currency)],
    ['Esperan el pago', String(data.waitingForPayment)],
    ['Pruebas sin aprobar', String(data.proofsWaiting)],
    ['Cotizaciones que vencen en 3 días', String(data.quotesExpiring)],
    ['Variantes con poco stock', String(data.lowStock.count)],
  ];
  return (
    <section>
      <h1>Inicio</h1>
      <LiveAnnouncement text={announcement} />
      <div className={styles.figures}>
        {figures.map(([label, value]) => (
          <div key={label} className={styles.card}>
            <div>{label}</div>
            <div className={styles.figure}>{value}</div>
          </div>
        ))}
      </div>
      <p>
        <Link to={`${base}/orders?status=received&payment=pending`}>
          Ver los pedidos que esperan el pago
        </Link>
        {' · '}
        <Link to={`${base}/orders?status=paid`}>Ver los pedidos pagos</Link>
      </p>
      <SalesChart weeks={data.salesByWeek} currency={data.currency} />
      {data.lowStock.items.length > 0 && (
        <section className={styles.card} aria-labelledby="low-stock">
          <h2 id="low-stock">Poco stock (20 unidades o menos)</h2>
          <ul>
            {data.lowStock.items.map((item) => (
              <li key={item.sku}>
                {item.product} · {item.sku}: {item.stock === 0 ? 'sin stock' : `${item.stock} u.`}
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
