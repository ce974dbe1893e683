import type { StoreFeatures } from '@store/contracts';
import { STORE_FEATURES } from '@store/contracts/store-rules';
import { Button } from '@store/ui';
import styles from '../layout/backoffice.module.css';
import { useFieldForm } from '../layout/use-field-form';
import look from './store.module.css';
import { useSectionSave, type SectionFormProps } from './use-section-save';

/** «Funciones»: what buyers get, each on or off, saved live (the next page follows). */
export function FeaturesForm({ state, onSave, onReload }: SectionFormProps<StoreFeatures>) {
  const saveValue = useSectionSave({ state, onSave });
  const { texts, bindCheck, onSubmit, busy, formRef, outcome } = useFieldForm<
    keyof StoreFeatures,
    boolean
  >(state.value);
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit(
        () => ({}),
        () => saveValue(texts),
      )}
      aria-label="Funciones de la tienda"
    >
      <fieldset className={look.checks}>
        <legend>Lo que ven y pueden hacer los compradores</legend>
        {STORE_FEATURES.map(({ name, label }) => (
          <label key={name}>
            <input type="checkbox" {...bindCheck(name)} /> {label}
          </label>
        ))}
      </fieldset>
      {outcome('Funciones guardadas: los compradores ya las ven.', onReload)}
      <div className={styles.row}>
        <Button type="submit" disabled={busy}>
          Guardar funciones
        </Button>
      </div>
    </form>
  );
}
