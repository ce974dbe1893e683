import type { StoreLook, StoreLookState } from '@store/contracts';
import { Button, useKeyedLoad } from '@store/ui';
import { adminApi } from '../api/admin-api';
import styles from '../layout/backoffice.module.css';
import { useSend } from '../layout/use-send';
import { day } from '../texts';
import { LookForm } from './look-form';
import { StorePreview } from './store-preview';

/**
 * «Tienda» (the owner's): the store's look saved as a draft, seen on the real storefront in the
 * preview, and published for every buyer with «Publicar».
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
    </>
  );
}
