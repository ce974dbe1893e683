import { useState, type FormEvent } from 'react';
import type { StaffRole } from '@store/contracts';
import { Link, useSearchParams } from '@store/platform';
import { Button, TextField, useKeyedLoad } from '@store/ui';
import { adminApi } from '../api/admin-api';
import styles from '../layout/backoffice.module.css';
import { Pager, usePage } from '../layout/pager';
import { CATALOG_WRITERS, cents, units } from '../texts';
import catalog from './catalog.module.css';
import { CatalogImport } from './import/catalog-import';

/**
 * The catalogue's products: search by name, code or SKU, and pages, kept in the address; for
 * owner and catalogue, «Importar productos» above (the list loads again after an import).
 */
export function ProductsPage({
  token,
  base,
  role,
}: {
  token: string;
  base: string;
  role: StaffRole;
}) {
  const [search, setSearch] = useSearchParams();
  const [imports, setImports] = useState(0);
  const text = search.get('search') ?? '';
  const page = usePage();
  // The last answer stays on screen while the next page or search loads.
  const { latest: data, error } = useKeyedLoad(`${search.toString()}#${imports}`, () =>
    adminApi.products(token, { ...(text ? { search: text } : {}), page }),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    setSearch(value ? new URLSearchParams({ search: value }) : new URLSearchParams());
  };

  return (
    <section>
      <h1>Catálogo</h1>
      <p>
        <Link to={`${base}/catalog/categories`}>Categorías</Link>: el árbol, su orden y sus fotos.
      </p>
      {CATALOG_WRITERS.includes(role) && (
        <CatalogImport token={token} onImported={() => setImports((n) => n + 1)} />
      )}
      <form className={`${styles.card} ${styles.row}`} onSubmit={submit} role="search">
        <TextField
          label="Buscar productos"
          name="search"
          defaultValue={text}
          placeholder="Nombre, código o SKU"
        />
        <Button type="submit">Buscar</Button>
      </form>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {data && (
        <div className={`${styles.card} ${styles.tableWrap}`}>
          <p>{data.totalCount === 1 ? '1 producto' : `${data.totalCount} productos`}</p>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>Foto</th>
                <th>Producto</th>
                <th>Código</th>
                <th>Categoría</th>
                <th>Precio desde</th>
                <th>Stock</th>
                <th>En la tienda</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((p) => (
                <tr key={p.id}>
                  <td>
                    {p.picture && (
                      <img className={catalog.thumb} src={p.picture} alt="" loading="lazy" />
                    )}
                  </td>
                  <td>
                    <Link to={`${base}/catalog/${p.id}`}>{p.name}</Link>
                  </td>
                  <td>{p.externalId}</td>
                  <td>{p.category}</td>
                  <td>{cents(p.priceFromCents)}</td>
                  <td>{units(p.totalStock)}</td>
                  <td>{p.visible ? 'Visible' : 'Oculto'}</td>
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
