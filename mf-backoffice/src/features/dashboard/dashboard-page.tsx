import { Link } from '@store/platform';
import { adminApi } from '../api/admin-api';
import styles from '../layout/backoffice.module.css';
import { useLoad } from '../layout/use-load';
import { money } from '../texts';

export function DashboardPage({ token, base }: { token: string; base: string }) {
  const { data, error } = useLoad('dashboard', () => adminApi.dashboard(token));
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
  ];
  return (
    <section>
      <h1>Inicio</h1>
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
      </p>
    </section>
  );
}
