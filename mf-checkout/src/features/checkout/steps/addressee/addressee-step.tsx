import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { checkAddressee, type AddresseeData, type SavedAddress } from '@store/contracts';
import { useTranslation, useStore } from '@store/platform';
import { Button, TextField } from '@store/ui';
import { AddressChain } from '../../address/address-chain';
import { useCheckoutApi } from '../../api/checkout-api-context';
import { rulesResolver } from '../../form/rules-resolver';
import { useDraft } from '../../form/use-draft';
import { countryOf } from '../../state/country';
import type { LastDetails } from '../../state/last-details';
import { useCheckout } from '../../state/use-checkout';
import { ImportsOffer } from '../imports-offer';
import styles from '../step-form.module.css';
import { fieldsOf, isSame, useAddressBook } from './address-book';
import { saveAddressee } from './save-addressee';
import { SavedAddresses } from './saved-addresses';
import bookStyles from './saved-addresses.module.css';

const pick = <T extends object, K extends keyof T>(value: T, keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;

type AddresseeDraft = Partial<AddresseeData>;

const EMPTY: AddresseeDraft = {
  name: '',
  lastName: '',
  email: '',
  phone: '',
  street: '',
  streetNumber: '',
  apartment: '',
  provinceId: '',
  cityId: '',
  locationId: '',
  locality: '',
  zipCode: '',
  deliveryComment: '',
};

/** Who receives the order and where (Argentina's or Chile's address chain). */
export function AddresseeStep({ last }: { last: LastDetails | null }) {
  const { t } = useTranslation('checkout');
  const { config } = useStore();
  const country = countryOf(config);
  const api = useCheckoutApi();
  const { data, update } = useCheckout();
  const { register, handleSubmit, watch, setValue, getValues, reset, formState, control } =
    useForm<AddresseeDraft>({
      defaultValues: { ...EMPTY, ...data.addressee },
      resolver: rulesResolver<AddresseeDraft>((values) => checkAddressee(values, country)),
    });
  const [provinceId, cityId, locationId] = useWatch({
    control,
    name: ['provinceId', 'cityId', 'locationId'],
  });
  useDraft(watch, (addressee) => update((current) => ({ ...current, addressee })));
  const errors = formState.errors;
  const field = (name: keyof AddresseeDraft) => ({
    error: errors[name]?.message,
    ...register(name),
  });
  const book = useAddressBook();
  const draft = useWatch({ control }) as AddresseeDraft;
  const [remember, setRemember] = useState(true);
  const empty = !data.addressee.name && !data.addressee.street;
  const saved = book?.find((address) => isSame(draft, address)) ?? null;
  const save = handleSubmit(async (addressee) => {
    // A saved address is marked as used, a new one kept when the buyer wants it, before the step
    // moves on: the profile or another tab opened next finds it, and a page left at once cannot
    // cancel it. The book is a convenience: the order carries the address whether or not this
    // save succeeds, so a failed one does not hold the buyer.
    if (saved || remember) await api.saveAddress(fieldsOf(addressee)).catch(() => undefined);
    update((current) => saveAddressee(current, addressee));
  });
  const fillFrom = (address: Partial<AddresseeData>) => reset({ ...EMPTY, ...fieldsOf(address) });
  // A step the buyer has not filled starts from the default address, once the book arrives; not
  // when they already typed, or are in a field about to type (their letters would be appended).
  const form = useRef<HTMLFormElement>(null);
  const startFromDefault = useEffectEvent((loaded: SavedAddress[]) => {
    const fallback = loaded.find((address) => address.isDefault);
    const typed = Object.values(getValues()).some(Boolean);
    const typing = form.current?.contains(document.activeElement) ?? false;
    if (empty && fallback && !typed && !typing) fillFrom(fallback);
  });
  useEffect(() => {
    if (book) startFromDefault(book);
  }, [book]);

  const fillZipCode = (ids: { province: string; municipality: string; location: string }) =>
    api.zipCode(ids).then(
      ({ zipCode }) => zipCode && setValue('zipCode', zipCode),
      // The buyer can still type it: the field stays editable.
      () => undefined,
    );

  return (
    <form ref={form} className={styles.form} noValidate onSubmit={save}>
      {book && book.length > 0 && (
        <SavedAddresses
          book={book}
          draft={draft}
          onChoose={fillFrom}
          onOther={() =>
            // The same buyer, another place: the contact stays.
            reset({ ...EMPTY, ...pick(getValues(), ['name', 'lastName', 'email', 'phone']) })
          }
        />
      )}
      {last && empty && book?.length === 0 && (
        <ImportsOffer onUse={() => reset({ ...EMPTY, ...last.addressee })} />
      )}
      <div className={styles.grid}>
        <TextField label={t('addressee.name')} autoComplete="given-name" {...field('name')} />
        <TextField
          label={t('addressee.lastName')}
          autoComplete="family-name"
          {...field('lastName')}
        />
        <TextField
          label={t('addressee.email')}
          type="email"
          autoComplete="email"
          {...field('email')}
        />
        <TextField label={t('addressee.phone')} type="tel" autoComplete="tel" {...field('phone')} />
        <AddressChain
          value={{
            provinceId,
            cityId,
            locationId,
          }}
          errors={{
            provinceId: errors.provinceId?.message,
            cityId: errors.cityId?.message,
            locationId: errors.locationId?.message ?? errors.locality?.message,
          }}
          onChange={(ids) => {
            setValue('provinceId', ids.provinceId);
            setValue('cityId', ids.cityId);
            setValue('locationId', ids.locationId);
            if (!ids.locationId) setValue('locality', '');
          }}
          onLocation={(location) => {
            setValue('locality', location.name);
            if (location.postalCode) setValue('zipCode', location.postalCode);
            void fillZipCode({
              province: getValues('provinceId') ?? '',
              municipality: getValues('cityId') ?? '',
              location: location.id,
            });
          }}
        />
        <TextField
          label={
            country === 'CL'
              ? `${t('addressee.zipCode')} ${t('form.optional')}`
              : t('addressee.zipCode')
          }
          hint={t('addressee.zipCodeHint')}
          autoComplete="postal-code"
          {...field('zipCode')}
        />
        <TextField
          label={t('addressee.street')}
          autoComplete="address-line1"
          {...field('street')}
        />
        <TextField label={t('addressee.streetNumber')} {...field('streetNumber')} />
        <TextField
          label={`${t('addressee.apartment')} ${t('form.optional')}`}
          autoComplete="address-line2"
          {...field('apartment')}
        />
        <TextField
          className={styles.wide}
          label={`${t('addressee.deliveryComment')} ${t('form.optional')}`}
          {...field('deliveryComment')}
        />
      </div>
      {book && !saved && (
        <label className={bookStyles.remember}>
          <input
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          {t('addressee.remember')}
        </label>
      )}
      <div className={styles.actions}>
        <Button type="submit" busy={formState.isSubmitting}>
          {t('form.continue')}
        </Button>
      </div>
    </form>
  );
}
