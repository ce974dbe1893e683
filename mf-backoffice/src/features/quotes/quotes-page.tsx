import type { FormEvent } from 'react';
import type { AdminQuotesQuery } from '@store/contracts';
import { useSearchParams } from '@store/platform';
import { Button, SelectField, TextField, useKeyedLoad } from '@store/ui';
import { adminApi } from '../api/admin-api';
import styles from '../layout/backoffice.module.css';
import { PageError } from '../layout/page-error';
import { Pager } from '../layout/pager';
import { QUOTE_FILTERS } from '../texts';
import { QuotesTable } from './quotes-table';

const FILTERS = [
  'q',
  'status',
  'buyer',
  'page',
] as const satisfies readonly (keyof AdminQuotesQuery)[];

/** «Cotizaciones»: the store's quotes, searched, filtered and paged from the address. */
export function QuotesPage({ token, base }: { token: string; base: string }) {
  const [search, setSearch] = useSearchParams();
  const params = Object.fromEntries(FILTERS.map((f) => [f, search.get(f) || undefined]));
  const { latest: data, error } = useKeyedLoad(search.toString(), () =>
    adminApi.quotes(token, params),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const f of ['q', 'status'] as const) {
      const value = String(form.get(f) ?? '').trim();
      if (value) next.set(f, value);
    }
    // A buyer's quotes (from the buyer's page) stay that buyer's while searching.
    if (params.buyer) next.set('buyer', params.buyer);
    setSearch(next);
  };

  return (
    <section>
      <h1>Cotizaciones</h1>
      <form className={`${styles.card} ${styles.filters}`} onSubmit={submit} role="search">
        <TextField
          label="Buscar"
          name="q"
          defaultValue={params.q}
          placeholder="N°, cliente, correo, empresa"
        />
        <SelectField label="Estado" name="status" defaultValue={params.status ?? ''}>
          <option value="">Todas</option>
          {Object.entries(QUOTE_FILTERS).map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </SelectField>
        <Button type="submit">Buscar</Button>
      </form>
      <PageError error={error} />
      {data && (
        <div className={`${styles.card} ${styles.tableWrap}`}>
          <p>{data.totalCount === 1 ? '1 cotización' : `${data.totalCount} cotizaciones`}</p>
          <QuotesTable base={base} quotes={data.items} showBuyer />
          <Pager pageSize={data.pageSize} totalCount={data.totalCount} />
        </div>
      )}
    </section>
  );
}
