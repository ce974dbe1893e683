import type { ComponentType, ReactNode } from 'react';
import type { StoreLook, StoreLookState } from '@store/contracts';
import { Button, useKeyedLoad } from '@store/ui';
import {
  adminApi,
  type StoreSectionName,
  type StoreSectionStates,
  type StoreSections,
} from '../api/admin-api';
import styles from '../layout/backoffice.module.css';
import { useSend } from '../layout/use-send';
import { day } from '../texts';
import { AnalyticsForm } from './analytics-form';
import { BankForm } from './bank-form';
import { FeaturesForm } from './features-form';
import { LookForm } from './look-form';
import { ConnectionCheck } from './connection-check';
import { MercadoPagoForm } from './mercadopago-form';
import { ShippingForm } from './shipping/shipping-form';
import { TextsForm } from './texts-form';
import type { SectionFormProps } from './use-section-save';
import { StorePreview } from './store-preview';
import { TaxForm } from './tax-form';
import { ZippinForm } from './zippin-form';

/**
 * «Tienda» (the owner's): the store's look saved as a draft, seen on the real storefront in the
 * preview, and published for every buyer with «Publicar»; the features, the about and policy
 * texts, the bank details for transfers, the analytics codes, the shipping rate tables, the
 * Mercado Pago credentials and the tax condition, saved live.
 */
export function StorePage({ token }: { token: string }) {
  const { data, error, reload } = useKeyedLoad('store-look', () => adminApi.storeLook(token));
  const { busy, send, messages } = useSend(reload, reload);
  if (error)
    return (
      <p role="alert" className={styles.error}>
        {error}
      </p>
    );
  if (!data) return <p>Cargando…</p>;
  const state: StoreLookState = data;
  const save = (look: StoreLook) =>
    void send(
      () => adminApi.saveStoreLook(token, { look, version: state.version }),
      'Borrador guardado. Revise la vista previa y publíquelo cuando esté listo.',
    );
  const publish = () =>
    void send(
      () => adminApi.publishStoreLook(token, { version: state.version }),
      'Publicado: los compradores ya ven el nuevo aspecto.',
    );

  return (
    <>
      <h1>Tienda</h1>
      <section className={styles.card} aria-labelledby="store-look-title">
        <h2 id="store-look-title">Aspecto</h2>
        <p>
          {state.draft
            ? `Hay un borrador sin publicar${state.updatedBy ? ` (${state.updatedBy}, ${day(state.updatedAt ?? '')})` : ''}: los compradores siguen viendo lo publicado.`
            : 'Lo que se muestra es lo que ven los compradores.'}
        </p>
        <LookForm
          key={state.version}
          look={state.draft ?? state.published}
          busy={busy}
          onSave={save}
          upload={(kind, file) => adminApi.uploadStoreImage(token, kind, file)}
        />
        {messages}
      </section>
      {state.draft && state.previewUrl && (
        <section className={styles.card} aria-labelledby="store-preview-title">
          <h2 id="store-preview-title">Vista previa</h2>
          <StorePreview url={state.previewUrl} version={state.version} />
          <div className={styles.row}>
            <Button type="button" onClick={publish} disabled={busy}>
              Publicar
            </Button>
          </div>
        </section>
      )}
      <SectionCards token={token} />
    </>
  );
}

/**
 * A section of «Tienda» saved live, in its card: its own load, then its form opened on what was
 * loaded (opened anew after «Recargar», keyed by the revision).
 */
function SectionCard<K extends StoreSectionName>({
  token,
  name,
  title,
  intro,
  Form,
  children,
}: {
  token: string;
  name: K;
  title: string;
  intro?: string;
  /** What the card holds after its form (an action of its own). */
  children?: ReactNode;
  Form: ComponentType<SectionFormProps<StoreSections[K], StoreSectionStates[K]>>;
}) {
  const { data, error, reload } = useKeyedLoad(`store-${name}`, () =>
    adminApi.storeSection(token, name),
  );
  return (
    <section className={styles.card} aria-labelledby={`store-${name}-title`}>
      <h2 id={`store-${name}-title`}>{title}</h2>
      {intro && <p>{intro}</p>}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {data ? (
        <Form
          key={data.revision}
          state={data}
          onSave={(body) => adminApi.saveStoreSection(token, name, body)}
          onReload={reload}
        />
      ) : (
        !error && <p>Cargando…</p>
      )}
      {children}
    </section>
  );
}

/** The sections saved live. */
function SectionCards({ token }: { token: string }) {
  return (
    <>
      <SectionCard token={token} name="features" title="Funciones" Form={FeaturesForm} />
      <SectionCard token={token} name="texts" title="Textos" Form={TextsForm} />
      <SectionCard
        token={token}
        name="bank"
        title="Datos bancarios para transferencias"
        intro="Los ve el comprador que elige pagar por transferencia, al confirmar su pedido."
        Form={BankForm}
      />
      <SectionCard
        token={token}
        name="analytics"
        title="Analítica"
        intro="Los códigos de Google y de Meta que la tienda carga en cada página."
        Form={AnalyticsForm}
      />
      <SectionCard
        token={token}
        name="shipping"
        title="Envíos"
        intro="Lo que el checkout cotiza: el retiro en la tienda y la tabla de cada transportista, por zona y peso. Los precios llevan el IVA incluido."
        Form={ShippingForm}
      />
      <SectionCard
        token={token}
        name="mercadopago"
        title="Mercado Pago"
        intro="Las credenciales de la cuenta de Mercado Pago de la tienda, donde se cobran los pagos con tarjeta. Se guardan cifradas y nunca se vuelven a mostrar."
        Form={MercadoPagoForm}
      >
        <ConnectionCheck check={() => adminApi.checkMercadoPago(token)} />
      </SectionCard>
      <SectionCard
        token={token}
        name="zippin"
        title="Zippin"
        intro="La cuenta de Zippin de la tienda: con ella el checkout cotiza los envíos con los transportistas de Zippin en lugar de las tablas de «Envíos». El token y la clave se guardan cifrados y nunca se vuelven a mostrar."
        Form={ZippinForm}
      >
        <ConnectionCheck check={() => adminApi.checkZippin(token)} />
      </SectionCard>
      <SectionCard
        token={token}
        name="tax"
        title="Condición frente al IVA"
        intro="La de la tienda como vendedora: decide el comprobante que el checkout anuncia y que la tienda emite."
        Form={TaxForm}
      />
    </>
  );
}
