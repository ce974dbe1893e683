import { useForm, useWatch } from 'react-hook-form';
import { checkPayment, type CartContents, type PaymentData } from '@store/contracts';
import { useTranslation } from '@store/platform';
import { Button, TextField } from '@store/ui';
import { rulesResolver } from '../../form/rules-resolver';
import { useDraft } from '../../form/use-draft';
import { MissingDesignNotice } from '../../missing-design/missing-design-notice';
import { useCheckout } from '../../state/use-checkout';
import formStyles from '../step-form.module.css';
import choices from '../choice-group.module.css';
import styles from './payment-step.module.css';
import { usePaymentMethods } from './use-payment-methods';
import { usePlaceOrder } from './use-place-order';

/** The buyer's date (`YYYY-MM-DD`), which a cheque's payment date is counted from. */
const today = () => new Date().toLocaleDateString('sv-SE');

type PaymentDraft = {
  method: PaymentData['method'];
  bank: string;
  number: string;
  paymentDate: string;
};

const toPayment = ({ method, bank, number, paymentDate }: PaymentDraft): PaymentData => ({
  method,
  cheque: method === 'CHQ' ? { bank, number, paymentDate } : null,
});

/** How the buyer pays (methods of `GetPaymentMethods`), then the order is placed. */
export function PaymentStep({ contents }: { contents: CartContents }) {
  const { t } = useTranslation('checkout');
  const { data, update } = useCheckout();
  const { methods, failed, retry } = usePaymentMethods();
  const { submit, busy, error } = usePlaceOrder(contents);
  const { register, handleSubmit, watch, formState, control } = useForm<PaymentDraft>({
    defaultValues: {
      method: data.payment.method ?? '',
      bank: data.payment.cheque?.bank ?? '',
      number: data.payment.cheque?.number ?? '',
      paymentDate: data.payment.cheque?.paymentDate ?? '',
    },
    resolver: rulesResolver<PaymentDraft>((values) => {
      const problems = checkPayment(toPayment(values), today());
      return problems;
    }),
  });
  useDraft(watch, (values) => update((current) => ({ ...current, payment: toPayment(values) })));
  const errors = formState.errors;
  const method = useWatch({ control, name: 'method' });

  if (failed) {
    return (
      <p className={styles.problem} role="alert">
        {t('payment.loadFailed')}
        <Button variant="secondary" size="small" onClick={retry}>
          {t('payment.retry')}
        </Button>
      </p>
    );
  }
  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={handleSubmit((values) => submit(toPayment(values)))}
    >
      <fieldset
        className={choices.group}
        aria-describedby={errors.method ? 'payment-method-error' : undefined}
      >
        <legend className={choices.legend}>{t('payment.methods')}</legend>
        {(methods ?? []).map((option) => (
          <label key={option.code} className={`${choices.choice} ${choices.top}`}>
            <input type="radio" value={option.code} {...register('method')} />
            <span>
              <strong>{option.name}</strong>
              <span className={styles.description}>{option.description}</span>
            </span>
          </label>
        ))}
        {errors.method && (
          <span id="payment-method-error" className={styles.error} role="alert">
            {errors.method.message}
          </span>
        )}
      </fieldset>
      {method === 'CHQ' && (
        <div className={formStyles.grid}>
          <TextField label={t('payment.bank')} error={errors.bank?.message} {...register('bank')} />
          <TextField
            label={t('payment.number')}
            inputMode="numeric"
            error={errors.number?.message}
            {...register('number')}
          />
          <TextField
            label={t('payment.paymentDate')}
            type="date"
            error={errors.paymentDate?.message}
            {...register('paymentDate')}
          />
        </div>
      )}
      {error && (
        <p className={styles.problem} role="alert">
          {error}
        </p>
      )}
      <MissingDesignNotice items={contents.items} />
      <div className={formStyles.actions}>
        <Button type="submit" busy={busy} disabled={!methods}>
          {t('payment.confirm')}
        </Button>
      </div>
    </form>
  );
}
