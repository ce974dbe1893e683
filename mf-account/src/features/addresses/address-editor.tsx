import { useCallback, useState, type FormEvent } from 'react';
import { checkAddressee, type SavedAddress, type SavedAddressFields } from '@store/contracts';
import { StoreApiError, useTranslation, useStore } from '@store/platform';
import { Button, Dialog, TextField } from '@store/ui';
import formStyles from '../forms/form.module.css';
import type { AddressesApi } from './addresses-api';
import { PlaceSelects } from './place-selects';

type Field = keyof SavedAddressFields;

const fieldsOf = ({
  id: _id,
  isDefault: _d,
  provinceName: _p,
  cityName: _c,
  ...fields
}: SavedAddress) => fields;

/**
 * Edits every field of a saved address in a dialog, checked by the checkout's own rules
 * (`checkAddressee`) before it is sent; the server's refusal goes beside the field it names.
 */
export function AddressEditor({
  api,
  address,
  onClose,
  onSaved,
}: {
  api: AddressesApi;
  address: SavedAddress;
  onClose: () => void;
  onSaved: (saved: SavedAddress) => void;
}) {
  const { t } = useTranslation('account');
  const { config } = useStore();
  const country = config.environment === 'CL' ? 'CL' : 'ARG';
  const [values, setValues] = useState<SavedAddressFields>(() => fieldsOf(address));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const text = (
    name: Field,
    label: string,
    extra: { autoComplete?: string; type?: string } = {},
  ) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      }}
      {...extra}
    />
  );

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const found = checkAddressee(values, country) as Partial<Record<Field, string>>;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      onSaved(await api.update({ addressId: address.id, ...values }));
    } catch (error) {
      const message = error instanceof StoreApiError ? error.message : String(error);
      const field = error instanceof StoreApiError ? (error.field as Field | null) : null;
      if (field && field in values) setErrors({ [field]: message });
      else setProblem(message);
    } finally {
      setBusy(false);
    }
  };

  // Stable while the buyer types: the dialog moves the focus to its first field when it changes.
  const close = useCallback(() => !busy && onClose(), [busy, onClose]);
  const optional = ` ${t('addresses.optional')}`;
  return (
    <Dialog open title={t('addresses.editTitle')} onClose={close}>
      <form className={formStyles.form} onSubmit={save} noValidate>
        <div className={formStyles.row}>
          {text('name', t('addresses.name'), { autoComplete: 'given-name' })}
          {text('lastName', t('addresses.lastName'), { autoComplete: 'family-name' })}
          {text('email', t('addresses.email'), { autoComplete: 'email', type: 'email' })}
          {text('phone', t('addresses.phone'), { autoComplete: 'tel', type: 'tel' })}
          <PlaceSelects
            api={api}
            value={values}
            errors={errors}
            onChange={(place) => {
              setValues((current) => ({ ...current, ...place }));
              setErrors((current) => ({
                ...current,
                provinceId: undefined,
                cityId: undefined,
                locationId: undefined,
                locality: undefined,
              }));
            }}
          />
          {text('zipCode', `${t('addresses.zipCode')}${country === 'CL' ? optional : ''}`, {
            autoComplete: 'postal-code',
          })}
          {text('street', t('addresses.street'), { autoComplete: 'address-line1' })}
          {text('streetNumber', t('addresses.streetNumber'))}
          {text('apartment', `${t('addresses.apartment')}${optional}`, {
            autoComplete: 'address-line2',
          })}
          {text('deliveryComment', `${t('addresses.deliveryComment')}${optional}`)}
        </div>
        {problem && (
          <p role="alert" className={formStyles.problem}>
            {problem}
          </p>
        )}
        <div className={formStyles.actions}>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('addresses.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('addresses.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
