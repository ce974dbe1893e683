import type { StoreAnalytics } from '@store/contracts';
import { ANALYTICS_CODES, analyticsCodeProblems } from '@store/contracts/store-rules';
import { Button, TextField } from '@store/ui';
import styles from '../layout/backoffice.module.css';
import { useFieldForm } from '../layout/use-field-form';
import look from './store.module.css';
import { useSectionSave, type SectionFormProps } from './use-section-save';

type Field = keyof StoreAnalytics;
const FIELDS = Object.keys(ANALYTICS_CODES) as Field[];
const textsOf = (codes: StoreAnalytics) =>
  Object.fromEntries(FIELDS.map((field) => [field, codes[field] ?? ''])) as Record<Field, string>;
const codesOf = (texts: Record<Field, string>) =>
  Object.fromEntries(
    FIELDS.map((field) => [field, texts[field].trim() === '' ? null : texts[field].trim()]),
  ) as unknown as StoreAnalytics;

/**
 * «Analítica»: the store's Google Tag Manager, Google Analytics and Meta pixel ids, each in its
 * format only (the shell writes the script tags itself; no HTML is ever taken), saved live.
 */
export function AnalyticsForm({ state, onSave, onReload }: SectionFormProps<StoreAnalytics>) {
  const saveValue = useSectionSave({ state, onSave });
  const { texts, bind, onSubmit, busy, formRef, outcome } = useFieldForm(textsOf(state.value));
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit(
        (all) => analyticsCodeProblems(codesOf(all)),
        () => saveValue(codesOf(texts)),
      )}
      noValidate
      aria-label="Códigos de analítica"
    >
      <div className={look.fields}>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={`${ANALYTICS_CODES[field].label} (opcional)`}
            autoComplete="off"
            spellCheck={false}
            {...bind(field)}
          />
        ))}
      </div>
      {outcome('Códigos guardados: las páginas de la tienda ya los cargan.', onReload)}
      <div className={styles.row}>
        <Button type="submit" disabled={busy}>
          Guardar códigos
        </Button>
      </div>
    </form>
  );
}
