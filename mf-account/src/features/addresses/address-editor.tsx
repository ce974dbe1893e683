import { useCallback, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { checkAddressee, type SavedAddress, type SavedAddressFields } from '@store/contracts';
import { toStoreApiError, useTranslation, useStore } from '@store/platform';
import { Button, Dialog, TextField } from '@store/ui';
import { useAccountForm } from '../forms/use-account-form';
import formStyles from '../forms/form.module.css';
import type { AddressesApi } from './addresses-api';
import { PlaceSelects } from './place-selects';

type Field = keyof SavedAddressFields;
const PLACE = ['provinceId', 'cityId', 'locationId', 'locality'] as const;

const fieldsOf = ({
  id: _id,
  isDefault: _d,
  provinceName: _p,
  cityName: _c,
  ...fields
}: SavedAddress) => fields;

/**
 * Edits every field of a saved address in a dialog, checked by the checkout's own rules
 * (`checkAddressee`, their words) before it is sent, the first wrong field focused; the server's
 * refusal goes beside the field it names.
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
  const [problem, setProblem] = useState<string | null>(null);
  const form = useAccountForm(fieldsOf(address), (values) => checkAddressee(values, country));
  const busy = form.formState.isSubmitting;
  const place = useWatch({ control: form.control, name: PLACE });

  const text = (
    name: Field,
    label: string,
    extra: { autoComplete?: string; type?: string } = {},
  ) => <TextField label={label} {...form.field(name)} {...extra} />;

  const saved = form.handleSubmit(async (values) => {
    try {
      onSaved(await api.update({ addressId: address.id, ...values }));
    } catch (error) {
      const failure = toStoreApiError(error);
      const field = failure.field as Field | null;
      if (field && field in values) form.showError(field, failure.message);
      else setProblem(failure.message);
    }
  });
  // A new try starts without the last one's message.
  const save = (event: FormEvent) => {
    setProblem(null);
    return saved(event);
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
            value={{
              provinceId: place[0],
              cityId: place[1],
              locationId: place[2],
              locality: place[3],
            }}
            errors={{
              provinceId: form.error('provinceId') ?? undefined,
              cityId: form.error('cityId') ?? undefined,
              locationId: form.error('locationId') ?? undefined,
              locality: form.error('locality') ?? undefined,
            }}
            refs={{
              provinceId: form.register('provinceId').ref,
              cityId: form.register('cityId').ref,
              locationId: form.register('locationId').ref,
            }}
            onChange={(chosen) => {
              for (const name of PLACE) form.setValue(name, chosen[name]);
              form.clearErrors([...PLACE]);
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
