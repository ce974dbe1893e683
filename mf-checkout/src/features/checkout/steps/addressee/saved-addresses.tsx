import type { AddresseeData, SavedAddress } from '@store/contracts';
import { useTranslation } from '@store/platform';
import choices from '../choice-group.module.css';
import styles from './saved-addresses.module.css';
import { isSame } from './address-book';

/** `Av. Colón 1234, 2 B · Córdoba, Córdoba`: where it goes, as the buyer recognises it. */
export const placeOf = (address: SavedAddress) =>
  `${address.street} ${address.streetNumber}${address.apartment ? `, ${address.apartment}` : ''} · ${address.locality}, ${address.provinceName}`;

/** The addresses used before, one radio each, and 'Otra dirección' to type a new one. */
export function SavedAddresses({
  book,
  draft,
  onChoose,
  onOther,
}: {
  book: SavedAddress[];
  draft: Partial<AddresseeData>;
  onChoose: (address: SavedAddress) => void;
  onOther: () => void;
}) {
  const { t } = useTranslation('checkout');
  const chosen = book.find((address) => isSame(draft, address)) ?? null;
  return (
    <fieldset className={choices.group}>
      <legend className={choices.legend}>{t('addressee.book')}</legend>
      {book.map((address) => (
        <label key={address.id} className={choices.choice}>
          <input
            type="radio"
            name="saved-address"
            checked={chosen?.id === address.id}
            onChange={() => onChoose(address)}
          />
          <span className={styles.address}>
            <strong>{placeOf(address)}</strong>
            <span>
              {address.name} {address.lastName} · {address.phone}
            </span>
            {address.isDefault && <span className={styles.badge}>{t('addressee.isDefault')}</span>}
          </span>
        </label>
      ))}
      <label className={choices.choice}>
        <input type="radio" name="saved-address" checked={!chosen} onChange={onOther} />
        <span className={styles.other}>{t('addressee.other')}</span>
      </label>
    </fieldset>
  );
}
