import { useState, type FormEvent } from 'react';
import type { AdminOrdersQuery, StaffRole } from '@store/contracts';
import { Link, useSearchParams } from '@store/platform';
import { Button, SelectField, TextField, useKeyedLoad } from '@store/ui';
import { adminApi } from '../api/admin-api';
import styles from '../layout/backoffice.module.css';
import { Pager } from '../layout/pager';
import { useSend } from '../layout/use-send';
import { day, money, PAYMENT_NAMES, STATUS_NAMES } from '../texts';
import { LiveAnnouncement } from '../live/live-announcement';
import { useLiveOrders } from '../live/use-live-orders';
import { BulkMove } from './bulk-move';

// `buyer`: one buyer's orders, from the buyer's page (not a field of the form).
const FILTERS = [
  'q',
  'buyer',
  'status',
  'payment',
  'from',
  'to',
  'sort',
  'page',
] as const satisfies readonly (keyof AdminOrdersQuery)[];

/** The orders table: search, filters, sorting and pages, all in the address (shareable). */
export function OrdersPage({
  token,
  base,
  role,
}: {
  token: string;
  base: string;
  role: StaffRole;
}) {
  const [search, setSearch] = useSearchParams();
  const params = Object.fromEntries(FILTERS.map((f) => [f, search.get(f) || undefined]));
  // The last answer stays on screen while the next one loads (no flash of 'Cargando').
  const {
    latest: data,
    error,
    reload,
  } = useKeyedLoad(search.toString(), () => adminApi.orders(token, params));
  // A new order or payment reads the page again: the filters and order stay the API's.
  const announcement = useLiveOrders(token, role, reload);
  // The orders ticked on this page, for a bulk move (production and sales move orders; catalogue
  // staff never reach this page).
  const [selected, setSelected] = useState<number[]>([]);
  const [moved, setMoved] = useState<string | null>(null);
  const toggle = (id: number) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((i) => i !== id) : [...ids, id]));
  const pageIds = data?.items.map((o) => o.id) ?? [];
  const allTicked = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  const exported = useSend(() => undefined);
  const exportCsv = () => {
    const { page: _page, ...filters } = params;
    void exported.send(
      () => adminApi.ordersCsv(token, filters),
      'Descarga lista: los pedidos de estos filtros, en CSV.',
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const f of FILTERS) {
      const value = String(form.get(f) ?? '').trim();
      if (value && f !== 'page') next.set(f, value);
    }
    setSearch(next);
  };

  return (
    <section>
      <h1>Pedidos</h1>
      <LiveAnnouncement text={announcement} />
      <form className={`${styles.card} ${styles.filters}`} onSubmit={submit} role="search">
        <TextField
          label="Buscar"
          name="q"
          defaultValue={params.q}
          placeholder="N°, correo, empresa, CUIT/RUT, producto, SKU"
        />
        <SelectField label="Estado" name="status" defaultValue={params.status ?? ''}>
          <option value="">Todos</option>
          {Object.entries(STATUS_NAMES).map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Pago" name="payment" defaultValue={params.payment ?? ''}>
          <option value="">Todos</option>
          {Object.entries(PAYMENT_NAMES).map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </SelectField>
        <TextField label="Desde" name="from" type="date" defaultValue={params.from} />
        <TextField label="Hasta" name="to" type="date" defaultValue={params.to} />
        <SelectField label="Orden" name="sort" defaultValue={params.sort ?? 'newest'}>
          <option value="newest">Más nuevos</option>
          <option value="oldest">Más viejos</option>
          <option value="total-desc">Mayor total</option>
          <option value="total-asc">Menor total</option>
        </SelectField>
        <Button type="submit">Buscar</Button>
      </form>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {selected.length > 0 && role !== 'catalogue' && (
        <BulkMove
          token={token}
          ids={selected}
          onMoved={(summary) => {
            setMoved(summary);
            setSelected([]);
            reload();
          }}
        />
      )}
      {moved && (
        <p role="status" className={styles.status}>
          {moved}
        </p>
      )}
      {data && (
        <div className={`${styles.card} ${styles.tableWrap}`}>
          <div className={styles.row}>
            <p>{data.totalCount === 1 ? '1 pedido' : `${data.totalCount} pedidos`}</p>
            <Button
              variant="secondary"
              size="small"
              disabled={exported.busy || data.totalCount === 0}
              onClick={exportCsv}
            >
              Exportar CSV
            </Button>
          </div>
          {exported.messages}
          <table className={styles.table}>
            <thead>
              <tr>
                <th>
                  <input
                    type="checkbox"
                    aria-label="Seleccionar todos los pedidos de esta página"
                    checked={allTicked}
                    onChange={() => setSelected(allTicked ? [] : pageIds)}
                  />
                </th>
                <th>N°</th>
                <th>Fecha</th>
                <th>Comprador</th>
                <th>Empresa</th>
                <th>Estado</th>
                <th>Pago</th>
                <th>Total</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((o) => (
                <tr key={o.id}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`Seleccionar ${o.number}`}
                      checked={selected.includes(o.id)}
                      onChange={() => toggle(o.id)}
                    />
                  </td>
                  <td>
                    <Link to={`${base}/orders/${o.id}`}>{o.number}</Link>
                  </td>
                  <td>{day(o.createdAt)}</td>
                  <td>
                    {o.buyer}
                    <br />
                    {o.email}
                  </td>
                  <td>
                    {o.company}
                    <br />
                    {o.taxId}
                  </td>
                  <td>{STATUS_NAMES[o.status] ?? o.status}</td>
                  <td>{PAYMENT_NAMES[o.paymentStatus] ?? o.paymentStatus}</td>
                  <td>{money(o.total, o.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager pageSize={data.pageSize} totalCount={data.totalCount} />
        </div>
      )}
    </section>
  );
}
