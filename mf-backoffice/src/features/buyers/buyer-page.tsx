import { useState } from 'react';
import type { AdminBuyer } from '@store/contracts';
import { Link, useStore } from '@store/platform';
import { Button, Dialog, useKeyedLoad } from '@store/ui';
import { adminApi } from '../api/admin-api';
import styles from '../layout/backoffice.module.css';
import { PageError } from '../layout/page-error';
import { useSend } from '../layout/use-send';
import { QuotesTable } from '../quotes/quotes-table';
import { day, money, PAYMENT_NAMES, STATUS_NAMES, when } from '../texts';
import { CreditTermsForm } from './credit-terms-form';

/**
 * A buyer's page: the profile, block and unblock (confirmed first), credit terms, and their newest
 * orders and quotes with links to all of them. Each change sends the version read; when someone
 * else saved first the API's 409 says what the buyer has now, with «Recargar».
 */
export function BuyerPage({ token, base, id }: { token: string; base: string; id: number }) {
  const { data, error, reload } = useKeyedLoad(String(id), () => adminApi.buyer(token, id));
  if (error) return <PageError error={error} />;
  if (!data) return <p>Cargando…</p>;
  return <BuyerDetail token={token} base={base} buyer={data} reload={reload} />;
}

function BuyerDetail({
  token,
  base,
  buyer,
  reload,
}: {
  token: string;
  base: string;
  buyer: AdminBuyer;
  reload: () => void;
}) {
  const { config } = useStore();
  const [confirming, setConfirming] = useState(false);
  const block = useSend(reload, reload);
  const credit = useSend(reload, reload);
  const toggleBlock = () => {
    setConfirming(false);
    void block.send(
      () => adminApi.blockBuyer(token, buyer.id, buyer.version, !buyer.blocked),
      buyer.blocked
        ? `${buyer.name} puede volver a ingresar y hacer pedidos.`
        : `${buyer.name} quedó bloqueado: no puede ingresar ni hacer pedidos.`,
    );
  };

  return (
    <section>
      <p>
        <Link to={`${base}/buyers`}>← Clientes</Link>
      </p>
      <h1>{buyer.name}</h1>
      <div className={styles.card}>
        <h2>Datos</h2>
        <dl className={styles.facts}>
          <dt>Correo</dt>
          <dd>{buyer.email}</dd>
          <dt>Teléfono</dt>
          <dd>{buyer.phoneNumber ?? '—'}</dd>
          <dt>Empresa</dt>
          <dd>{buyer.company ?? '—'}</dd>
          <dt>Cliente desde</dt>
          <dd>{day(buyer.createdAt)}</dd>
          <dt>Estado</dt>
          <dd>
            {buyer.blocked
              ? `Bloqueado desde el ${when(buyer.blockedAt ?? buyer.createdAt, config.environment)}`
              : buyer.status === 'pending'
                ? 'Todavía no confirmó su correo'
                : 'Activo'}
          </dd>
        </dl>
      </div>

      <div className={styles.card}>
        <h2>Acceso</h2>
        <p>
          {buyer.blocked
            ? 'No puede ingresar a la tienda ni hacer pedidos.'
            : 'Un cliente bloqueado no puede ingresar ni hacer pedidos; sus sesiones abiertas terminan en el momento.'}
        </p>
        <Button
          variant={buyer.blocked ? 'secondary' : 'primary'}
          disabled={block.busy}
          onClick={() => setConfirming(true)}
        >
          {buyer.blocked ? 'Desbloquear' : 'Bloquear'}
        </Button>
        {block.messages}
      </div>
      <Dialog
        open={confirming}
        role="alertdialog"
        title={buyer.blocked ? `¿Desbloquear a ${buyer.name}?` : `¿Bloquear a ${buyer.name}?`}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Volver
            </Button>
            <Button onClick={toggleBlock}>
              {buyer.blocked ? 'Sí, desbloquear' : 'Sí, bloquear'}
            </Button>
          </>
        }
      >
        <p>
          {buyer.blocked
            ? 'Podrá volver a ingresar y hacer pedidos.'
            : 'No podrá ingresar ni hacer pedidos, y sus sesiones abiertas terminan ahora. Sus pedidos y cotizaciones quedan como están.'}
        </p>
      </Dialog>

      <div className={styles.card}>
        <h2>Crédito</h2>
        <p>
          {buyer.creditTerms
            ? `Tiene crédito a ${buyer.creditTerms.days} días.`
            : 'Sin crédito: sus pedidos pasan a producción una vez pagados.'}{' '}
          Los pedidos ya hechos conservan las condiciones con que se hicieron.
        </p>
        <CreditTermsForm
          key={buyer.version}
          terms={buyer.creditTerms}
          busy={credit.busy}
          onSave={(terms) =>
            void credit.send(
              () => adminApi.setCreditTerms(token, buyer.id, buyer.version, terms),
              terms ? `Crédito a ${terms.days} días guardado.` : 'Crédito quitado.',
            )
          }
        />
        {credit.messages}
      </div>

      <section className={`${styles.card} ${styles.tableWrap}`} aria-labelledby="buyer-orders">
        <h2 id="buyer-orders">Pedidos ({buyer.orders.totalCount})</h2>
        {buyer.orders.totalCount === 0 ? (
          <p>Todavía no hizo pedidos.</p>
        ) : (
          <>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>N°</th>
                  <th>Fecha</th>
                  <th>Estado</th>
                  <th>Pago</th>
                  <th>Total</th>
                </tr>
              </thead>
              <tbody>
                {buyer.orders.items.map((o) => (
                  <tr key={o.id}>
                    <td>
                      <Link to={`${base}/orders/${o.id}`}>{o.number}</Link>
                    </td>
                    <td>{day(o.createdAt)}</td>
                    <td>{STATUS_NAMES[o.status] ?? o.status}</td>
                    <td>{PAYMENT_NAMES[o.paymentStatus] ?? o.paymentStatus}</td>
                    <td>{money(o.total, o.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Link to={`${base}/orders?buyer=${buyer.id}`}>Ver todos sus pedidos</Link>
          </>
        )}
      </section>

      <section className={`${styles.card} ${styles.tableWrap}`} aria-labelledby="buyer-quotes">
        <h2 id="buyer-quotes">Cotizaciones ({buyer.quotes.totalCount})</h2>
        {buyer.quotes.totalCount === 0 ? (
          <p>Todavía no pidió cotizaciones.</p>
        ) : (
          <>
            <QuotesTable base={base} quotes={buyer.quotes.items} showBuyer={false} />
            <Link to={`${base}/quotes?buyer=${buyer.id}`}>Ver todas sus cotizaciones</Link>
          </>
        )}
      </section>
    </section>
  );
}
