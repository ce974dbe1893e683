import { useCallback, useState } from 'react';
import type { AddressBook as Book, SavedAddress } from '@store/contracts';
import { StoreApiError, useTranslation } from '@store/platform';
import { Button, Dialog, ProgressBar, useKeyedLoad } from '@store/ui';
import formStyles from '../forms/form.module.css';
import profileStyles from '../profile/profile-page.module.css';
import { AddressEditor } from './address-editor';
import { addressesApi, type AddressesApi } from './addresses-api';
import styles from './addresses.module.css';

/** `Av. Colón 1234, 2 B · Córdoba, Córdoba`: where it goes, as the buyer recognises it. */
const placeOf = (address: SavedAddress) =>
  `${address.street} ${address.streetNumber}${address.apartment ? `, ${address.apartment}` : ''} · ${address.locality}, ${address.provinceName}`;

/**
 * The profile's 'Mis direcciones': the addresses the checkout saved, the default first; each can
 * be edited, made the default, or removed after a confirmation.
 */
export function AddressBook({ api = addressesApi }: { api?: AddressesApi }) {
  const { t } = useTranslation('account');
  const loaded = useKeyedLoad('addresses', () => api.list());
  // What the last change answered (the book after it), over what was loaded.
  const [changed, setChanged] = useState<Book | null>(null);
  const [editing, setEditing] = useState<SavedAddress | null>(null);
  const [removing, setRemoving] = useState<SavedAddress | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const book = changed ?? loaded.data ?? null;
  const closeEditor = useCallback(() => setEditing(null), []);
  const closeRemoval = useCallback(() => !busy && setRemoving(null), [busy]);
  const run = async (work: () => Promise<Book>, done: string) => {
    setBusy(true);
    setStatus(null);
    try {
      setChanged(await work());
      setStatus({ ok: true, text: done });
      return true;
    } catch (error) {
      setStatus({
        ok: false,
        text: error instanceof StoreApiError ? error.message : String(error),
      });
      return false;
    } finally {
      setBusy(false);
    }
  };

  let content;
  if (loaded.error && !changed)
    content = (
      <p role="alert" className={formStyles.problem}>
        {t('addresses.failed')}{' '}
        <Button variant="secondary" size="small" onClick={loaded.reload}>
          {t('addresses.retry')}
        </Button>
      </p>
    );
  else if (!book) content = <ProgressBar label={t('addresses.loading')} />;
  else if (book.items.length === 0) content = <p>{t('addresses.empty')}</p>;
  else
    content = (
      <ul className={styles.list}>
        {book.items.map((address) => (
          <li key={address.id} className={styles.item}>
            <span className={styles.address}>
              <strong>{placeOf(address)}</strong>
              <span>
                {address.name} {address.lastName} · {address.phone}
              </span>
              {address.isDefault && (
                <span className={styles.badge}>{t('addresses.isDefault')}</span>
              )}
            </span>
            <span className={styles.actions}>
              <Button
                variant="secondary"
                size="small"
                aria-label={t('addresses.editOf', { place: placeOf(address) })}
                onClick={() => setEditing(address)}
              >
                {t('addresses.edit')}
              </Button>
              {!address.isDefault && (
                <Button
                  variant="secondary"
                  size="small"
                  disabled={busy}
                  aria-label={t('addresses.makeDefaultOf', { place: placeOf(address) })}
                  onClick={() =>
                    void run(() => api.setDefault(address.id), t('addresses.defaultSaved'))
                  }
                >
                  {t('addresses.makeDefault')}
                </Button>
              )}
              <Button
                variant="ghost"
                size="small"
                aria-label={t('addresses.removeOf', { place: placeOf(address) })}
                onClick={() => setRemoving(address)}
              >
                {t('addresses.remove')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    );

  return (
    <section className={profileStyles.card} aria-labelledby="profile-addresses">
      <h2 id="profile-addresses" className={styles.title}>
        {t('addresses.title')}
      </h2>
      <p className={profileStyles.subtitle}>{t('addresses.intro')}</p>
      {content}
      <p role="status" className={status?.ok === false ? formStyles.problem : formStyles.status}>
        {status?.text ?? ''}
      </p>
      {editing && (
        <AddressEditor
          api={api}
          address={editing}
          onClose={closeEditor}
          onSaved={() => {
            setEditing(null);
            void run(() => api.list(), t('addresses.saved'));
          }}
        />
      )}
      <Dialog
        open={removing !== null}
        role="alertdialog"
        title={t('addresses.removeTitle')}
        onClose={closeRemoval}
        actions={
          <>
            <Button variant="ghost" onClick={() => setRemoving(null)} disabled={busy}>
              {t('addresses.cancel')}
            </Button>
            <Button
              busy={busy}
              onClick={async () => {
                if (removing && (await run(() => api.remove(removing.id), t('addresses.removed'))))
                  setRemoving(null);
              }}
            >
              {t('addresses.confirmRemove')}
            </Button>
          </>
        }
      >
        <p>{removing && t('addresses.removeText', { place: placeOf(removing) })}</p>
      </Dialog>
    </section>
  );
}
