import type { StoreBankDetails, StoreSectionState } from '@store/contracts';
import { bankDetailsProblems } from '@store/contracts/store-rules';
import { Button, SelectField, TextField } from '@store/ui';
import styles from '../layout/backoffice.module.css';
import { useFieldForm, type FieldBinding } from '../layout/use-field-form';
import look from './store.module.css';
import { useSectionSave, type SectionFormProps } from './use-section-save';

type Field = keyof StoreBankDetails;
type State = StoreSectionState<StoreBankDetails | null>;
type Country = State['country'];

const CHILEAN_ACCOUNT_TYPES = [
  'Cuenta corriente',
  'Cuenta vista',
  'Cuenta de ahorro',
  'Cuenta RUT',
];
const EMPTY: Record<Field, string> = {
  bank: '',
  accountHolder: '',
  taxId: '',
  accountType: '',
  accountNumber: '',
  cbu: '',
  alias: '',
  email: '',
};
const textsOf = (bank: StoreBankDetails | null): Record<Field, string> =>
  Object.fromEntries(
    Object.keys(EMPTY).map((field) => [field, bank?.[field as Field] ?? '']),
  ) as Record<Field, string>;
/** An empty field is sent as null, as the API keeps it. */
const detailsOf = (texts: Record<Field, string>): StoreBankDetails =>
  Object.fromEntries(
    Object.entries(texts).map(([field, text]) => [field, text.trim() === '' ? null : text.trim()]),
  ) as unknown as StoreBankDetails;

/** The fields of the store's country: Argentina's CBU and alias, Chile's account type and number. */
function CountryFields({
  country,
  bind,
}: {
  country: Country;
  bind: (field: Field) => FieldBinding;
}) {
  if (country === 'AR')
    return (
      <>
        <TextField label="CBU o CVU (22 dígitos)" inputMode="numeric" {...bind('cbu')} />
        <TextField label="Alias" autoCapitalize="none" spellCheck={false} {...bind('alias')} />
        <TextField label="Tipo y número de cuenta (opcional)" {...bind('accountNumber')} />
      </>
    );
  return (
    <>
      <SelectField label="Tipo de cuenta" {...bind('accountType')}>
        <option value="">Elija…</option>
        {CHILEAN_ACCOUNT_TYPES.map((type) => (
          <option key={type}>{type}</option>
        ))}
      </SelectField>
      <TextField label="Número de cuenta" inputMode="numeric" {...bind('accountNumber')} />
    </>
  );
}

/**
 * «Datos bancarios»: what a buyer paying by transfer reads at checkout, checked with the API's
 * rules for the store's country (a CBU's two check digits, the CUIT or RUT) and saved live.
 */
export function BankForm({ state, onSave, onReload }: SectionFormProps<StoreBankDetails | null>) {
  const saveValue = useSectionSave({ state, onSave });
  const { texts, bind, onSubmit, busy, formRef, outcome } = useFieldForm(textsOf(state.value));
  const problemsOf = (all: Record<Field, string>) =>
    bankDetailsProblems(state.country, detailsOf(all));

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit(problemsOf, () => saveValue(detailsOf(texts)))}
      noValidate
      aria-label="Datos bancarios para transferencias"
    >
      <div className={look.fields}>
        <TextField label="Banco" {...bind('bank')} />
        <TextField label="Titular de la cuenta" {...bind('accountHolder')} />
        <TextField label={state.country === 'AR' ? 'CUIT' : 'RUT'} {...bind('taxId')} />
        <CountryFields country={state.country} bind={bind} />
        <TextField
          label="Correo para avisar la transferencia (opcional)"
          type="email"
          autoComplete="off"
          {...bind('email')}
        />
      </div>
      {outcome('Datos bancarios guardados: el checkout ya los muestra.', onReload)}
      <div className={styles.row}>
        <Button type="submit" disabled={busy}>
          Guardar datos bancarios
        </Button>
      </div>
    </form>
  );
}
