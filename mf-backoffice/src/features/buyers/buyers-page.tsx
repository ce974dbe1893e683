import type { FormEvent } from 'react';
import { Link, useSearchParams } from '@store/platform';
import { Button, TextField, useKeyedLoad } from '@store/ui';
import { adminApi } from '../api/admin-api';
import styles from '../layout/backoffice.module.css';
import { PageError } from '../layout/page-error';
import { Pager, usePage } from '../layout/pager';
import { day } from '../texts';

/** «Clientes»: the store's buyers, searched and paged from the address (shareable). */
export function BuyersPage({ token, base }: { token: string; base: string }) {
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const page = usePage();
  const { latest: data, error } = useKeyedLoad(search.toString(), () =>
    adminApi.buyers(token, { ...(q ? { q } : {}), page }),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setSearch(text ? new URLSearchParams({ q: text }) : new URLSearchParams());
  };

  return (
    <section>
      <h1>Clientes</h1>
      <form className={`${styles.card} ${styles.filters}`} onSubmit={submit} role="search">
        <TextField
          label="Buscar"
          name="q"
          defaultValue={q}
          placeholder="Nombre, correo, empresa, CUIT/RUT"
        />
        <Button type="submit">Buscar</Button>
      </form>
      <PageError error={error} />
      {data && (
        <div className={`${styles.card} ${styles.tableWrap}`}>
          <p>{data.totalCount === 1 ? '1 cliente' : `${data.totalCount} clientes`}</p>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>Cliente</th>
                <th>Empresa</th>
                <th>Pedidos</th>
                <th>Último pedido</th>
                <th>Crédito</th>
                <th>Estado</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((b) => (
                <tr key={b.id}>
                  <td>
                    <Link to={`${base}/buyers/${b.id}`}>{b.name}</Link>
                    <br />
                    {b.email}
                  </td>
                  <td>{b.company}</td>
                  <td>{b.orderCount}</td>
                  <td>{b.lastOrderAt ? day(b.lastOrderAt) : '—'}</td>
                  <td>{b.creditTerms ? `${b.creditTerms.days} días` : 'No'}</td>
                  <td>
                    {b.blocked ? 'Bloqueado' : b.status === 'pending' ? 'Sin confirmar' : 'Activo'}
                  </td>
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
