import { useState } from 'react';
import { paths, type StaffRole } from '@store/contracts';
import { Link, useStore } from '@store/platform';
import { adminApi } from '../api/admin-api';
import styles from '../layout/backoffice.module.css';
import { CATALOG_WRITERS, cents, units } from '../texts';
import catalog from './catalog.module.css';
import { ProductDetailsEditor } from './details/product-details-editor';
import { PriceTiersForm } from './price-tiers-form';
import { PicturesSection } from './pictures/pictures-section';
import { PrintAreasSection } from './print-areas/print-areas-section';
import { useFreshLoad } from './use-fresh-load';
import { VariantsSection } from './variants/variants-section';

/**
 * One product: its details, price tiers and visibility, pictures, techniques and print areas,
 * and its variants (fields, stock and history; added and retired).
 */
export function ProductPage({
  token,
  base,
  id,
  role,
}: {
  token: string;
  base: string;
  id: number;
  role: StaffRole;
}) {
  const { config } = useStore();
  const currency = config.environment === 'CL' ? 'CLP' : 'ARS';
  // `round` moves after each write (the product and the histories load again).
  const [round, setRound] = useState(0);
  // «Recargar» after a 409: once the server's product has arrived, the price form starts again
  // from it (a new key).
  const { data, error, reload, formKey, startAgain } = useFreshLoad(String(id), () =>
    adminApi.product(token, id),
  );
  const canWrite = CATALOG_WRITERS.includes(role);
  if (error)
    return (
      <p role="alert" className={styles.error}>
        {error}
      </p>
    );
  if (!data) return <p>Cargando…</p>;
  return (
    <section>
      <p>
        <Link to={`${base}/catalog`}>Volver al catálogo</Link>
      </p>
      <h1>{data.name}</h1>
      <div className={`${styles.card} ${styles.row}`}>
        {data.picture && <img className={catalog.thumb} src={data.picture} alt="" />}
        <span>
          {[
            `Código ${data.externalId}`,
            data.category,
            `precio desde ${cents(data.priceFromCents)}`,
            `${units(data.totalStock)} unidades`,
            `${data.visible ? 'visible' : 'oculto'} en la tienda`,
          ].join(' · ')}
        </span>
        <Link
          to={paths.productDetail({
            kind: data.kind,
            productDesc: data.slug,
            productType: data.productType,
          })}
        >
          Ver en la tienda
        </Link>
      </div>
      {canWrite && (
        <ProductDetailsEditor token={token} id={id} version={data.version} onSaved={reload} />
      )}
      {canWrite ? (
        <PriceTiersForm
          key={formKey}
          product={data}
          currency={currency}
          onSave={async (body) => {
            const saved = await adminApi.saveProduct(token, id, body);
            setRound((r) => r + 1);
            reload();
            return saved;
          }}
          onReload={startAgain}
        />
      ) : (
        <div className={styles.card}>
          <h2>Precios por cantidad</h2>
          <ul>
            {data.priceTiers.map((t) => (
              <li key={t.minQuantity}>
                Desde {t.minQuantity} u.: {cents(t.unitPriceCents)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <PicturesSection
        token={token}
        id={id}
        version={data.version}
        canWrite={canWrite}
        onSaved={() => {
          setRound((r) => r + 1);
          reload();
        }}
      />
      <PrintAreasSection token={token} id={id} canWrite={canWrite} />
      <VariantsSection
        token={token}
        id={id}
        version={data.version}
        canWrite={canWrite}
        round={round}
        onSaved={() => {
          setRound((r) => r + 1);
          reload();
        }}
      />
    </section>
  );
}
