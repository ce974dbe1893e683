import { useForm, useWatch } from 'react-hook-form';
import { checkBilling, invoiceTypeFor, IVA_CONDITIONS, type IvaCondition } from '@store/contracts';
import { useTranslation, useStore } from '@store/platform';
import { Button, SelectField, TextField } from '@store/ui';
import { AddressChain } from '../../address/address-chain';
import { rulesResolver } from '../../form/rules-resolver';
import { useDraft } from '../../form/use-draft';
import { completeStep, type BillingDraft } from '../../state/checkout-data';
import { countryOf, tenantTaxCondition } from '../../state/country';
import { useCheckout } from '../../state/use-checkout';
import type { LastDetails } from '../../state/last-details';
import { ImportsOffer } from '../imports-offer';
import styles from '../step-form.module.css';

const EMPTY: BillingDraft = {
  businessName: '',
  taxId: '',
  ivaCondition: '',
  email: '',
  phone: '',
  address: '',
  giro: '',
  comunaId: '',
};

/** Billing (the payment-and-billing part): Argentina's CUIT and IVA, Chile's RUT and factura. */
export function BillingStep({ last }: { last: LastDetails | null }) {
  const { t } = useTranslation('checkout');
  const { config } = useStore();
  const country = countryOf(config);
  const { data, update } = useCheckout();
  const { register, handleSubmit, watch, setValue, reset, formState, control } =
    useForm<BillingDraft>({
      defaultValues: { ...EMPTY, ...data.billing },
      resolver: rulesResolver<BillingDraft>((values) => checkBilling(values, country)),
    });
  useDraft(watch, (billing) => update((current) => ({ ...current, billing })));
  const errors = formState.errors;
  const [condition, regionId, provinceId, comunaId] = useWatch({
    control,
    name: ['ivaCondition', 'regionId', 'provinceId', 'comunaId'],
  });
  const factura = country === 'CL' && condition === 'CONTRIBUYENTE';
  const invoiceType = condition
    ? invoiceTypeFor(country, tenantTaxCondition(config), condition as IvaCondition)
    : null;
  const save = handleSubmit((billing) =>
    update((current) => completeStep({ ...current, billing }, 'billing')),
  );
  const empty = !data.billing.businessName && !data.billing.taxId;

  return (
    <form className={styles.form} noValidate onSubmit={save}>
      {last && empty && <ImportsOffer onUse={() => reset({ ...EMPTY, ...last.billing })} />}
      <div className={styles.grid}>
        <TextField
          className={styles.wide}
          label={t('billing.businessName')}
          autoComplete="organization"
          error={errors.businessName?.message}
          {...register('businessName')}
        />
        <TextField
          label={t('billing.taxId')}
          hint={t('billing.taxIdHint')}
          error={errors.taxId?.message}
          {...register('taxId')}
        />
        <SelectField
          label={t('billing.ivaCondition')}
          error={errors.ivaCondition?.message}
          {...register('ivaCondition')}
        >
          <option value="">{t('billing.choose')}</option>
          {IVA_CONDITIONS[country].map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('billing.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('billing.phone')}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        {factura && (
          <TextField
            className={styles.wide}
            label={t('billing.giro')}
            error={errors.giro?.message}
            {...register('giro')}
          />
        )}
        <TextField
          className={styles.wide}
          label={factura ? t('billing.address') : `${t('billing.address')} ${t('form.optional')}`}
          autoComplete="street-address"
          error={errors.address?.message}
          {...register('address')}
        />
        {factura && (
          <AddressChain
            value={{
              provinceId: regionId,
              cityId: provinceId,
              locationId: comunaId,
            }}
            errors={{ locationId: errors.comunaId?.message }}
            onChange={(ids) => {
              setValue('regionId', ids.provinceId);
              setValue('provinceId', ids.cityId);
              setValue('comunaId', ids.locationId);
            }}
          />
        )}
      </div>
      {invoiceType && (
        <p className={styles.note} role="status">
          {t('billing.invoice', { type: t(`billing.invoiceTypes.${invoiceType}`) })}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit">{t('form.continue')}</Button>
      </div>
    </form>
  );
}
