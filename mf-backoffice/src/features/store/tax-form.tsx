import type { StoreTax } from '@store/contracts';
import type { TenantTaxCondition } from '@store/contracts/checkout-rules';
import { TENANT_TAX_CONDITIONS, TENANT_TAX_CONDITION_NAMES } from '@store/contracts/checkout-rules';
import { taxConditionProblem } from '@store/contracts/store-rules';
import { Button, SelectField } from '@store/ui';
import styles from '../layout/backoffice.module.css';
import { useFieldForm } from '../layout/use-field-form';
import { useSectionSave, type SectionFormProps } from './use-section-save';

/**
 * «Condición frente al IVA»: the seller's own, the one source of the invoice type the checkout
 * shows and the store issues (checked with the API's rule before sending, saved live).
 */
export function TaxForm({ state, onSave, onReload }: SectionFormProps<StoreTax>) {
  const saveValue = useSectionSave({ state, onSave });
  const { texts, bind, onSubmit, busy, formRef, outcome } = useFieldForm(state.value);
  const codes = TENANT_TAX_CONDITIONS[state.country === 'AR' ? 'ARG' : 'CL'];
  const chosen = TENANT_TAX_CONDITION_NAMES[texts.taxCondition as TenantTaxCondition];
  const problemsOf = (all: StoreTax) => {
    const problem = taxConditionProblem(state.country, all.taxCondition);
    return problem ? { taxCondition: problem } : {};
  };

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit(problemsOf, () => saveValue(texts))}
      noValidate
      aria-label="Condición frente al IVA"
    >
      <SelectField
        label="Condición frente al IVA de la tienda"
        hint={chosen ? `Emite: ${chosen.issues}` : undefined}
        {...bind('taxCondition')}
      >
        {codes.map((code) => (
          <option key={code} value={code}>
            {TENANT_TAX_CONDITION_NAMES[code].name}
          </option>
        ))}
      </SelectField>
      {outcome(
        'Condición guardada: el checkout ya muestra el comprobante que corresponde.',
        onReload,
      )}
      <div className={styles.row}>
        <Button type="submit" disabled={busy}>
          Guardar condición
        </Button>
      </div>
    </form>
  );
}
