import type { ReactNode } from 'react';
import type { StoreLook, StoreLookState } from '@store/contracts';
import { Button, useKeyedLoad } from '@store/ui';
import { adminApi } from '../api/admin-api';
import styles from '../layout/backoffice.module.css';
import { useSend } from '../layout/use-send';
import { day } from '../texts';
import { BankForm } from './bank-form';
import { LookForm } from './look-form';
import { TextsForm } from './texts-form';
import { StorePreview } from './store-preview';

/**
 * «Tienda» (the owner's): the store's look saved as a draft, seen on the real storefront in the
 * preview, and published for every buyer with «Publicar»; the about and policy texts and the
 * bank details for transfers, saved live.
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
      <TextsCard token={token} />
      <BankCard token={token} />
    </>
  );
}

/** A card of «Tienda» whose form opens on what its own call loaded (re-opened after «Recargar»). */
function LoadedCard<T extends { revision: string }>({
  id,
  title,
  intro,
  load,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  load: () => Promise<T>;
  children: (data: T, reload: () => void) => ReactNode;
}) {
  const { data, error, reload } = useKeyedLoad(id, load);
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {intro && <p>{intro}</p>}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {data ? children(data, reload) : !error && <p>Cargando…</p>}
    </section>
  );
}

function TextsCard({ token }: { token: string }) {
  return (
    <LoadedCard id="store-texts" title="Textos" load={() => adminApi.storeTexts(token)}>
      {(state, reload) => (
        <TextsForm
          key={state.revision}
          state={state}
          onSave={(body) => adminApi.saveStoreTexts(token, body)}
          onReload={reload}
        />
      )}
    </LoadedCard>
  );
}

function BankCard({ token }: { token: string }) {
  return (
    <LoadedCard
      id="store-bank"
      title="Datos bancarios para transferencias"
      intro="Los ve el comprador que elige pagar por transferencia, al confirmar su pedido."
      load={() => adminApi.storeBank(token)}
    >
      {(state, reload) => (
        <BankForm
          key={state.revision}
          state={state}
          onSave={(body) => adminApi.saveStoreBank(token, body)}
          onReload={reload}
        />
      )}
    </LoadedCard>
  );
}
