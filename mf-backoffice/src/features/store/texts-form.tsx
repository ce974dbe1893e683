import type { StoreTexts } from '@store/contracts';
import { STORE_TEXT_MAX_CHARS, storeTextProblem } from '@store/contracts/store-rules';
import { Button, TextAreaField } from '@store/ui';
import styles from '../layout/backoffice.module.css';
import { useFieldForm } from '../layout/use-field-form';
import { useSectionSave, type SectionFormProps } from './use-section-save';

const FIELDS = [
  { kind: 'about', label: 'Quiénes somos' },
  { kind: 'policy', label: 'Política de la tienda' },
] as const;
const count = (text: string) =>
  `${text.length.toLocaleString('es')} de ${STORE_TEXT_MAX_CHARS.toLocaleString('es')} caracteres.`;

/**
 * «Textos»: the about and policy pages' texts, checked with the API's rule and saved live (a
 * buyer's next page shows them).
 */
export function TextsForm({ state, onSave, onReload }: SectionFormProps<StoreTexts>) {
  const saveValue = useSectionSave({ state, onSave });
  const { texts, bind, onSubmit, busy, formRef, outcome } = useFieldForm<keyof StoreTexts>(
    state.value,
  );
  const problemsOf = (all: StoreTexts) =>
    Object.fromEntries(
      FIELDS.flatMap(({ kind }) => {
        const problem = storeTextProblem(kind, all[kind]);
        return problem ? [[kind, problem]] : [];
      }),
    );

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit(problemsOf, () => saveValue(texts))}
      noValidate
      aria-label="Textos de la tienda"
    >
      <p>
        Se escriben en Markdown: <code>## Título</code>, <code>**negrita**</code>,{' '}
        <code>- elemento de una lista</code>, <code>[texto](https://…)</code> para un enlace; una
        línea en blanco separa los párrafos. El HTML se muestra como texto.
      </p>
      {FIELDS.map(({ kind, label }) => (
        <TextAreaField
          key={kind}
          label={label}
          rows={8}
          hint={count(texts[kind])}
          {...bind(kind)}
        />
      ))}
      {outcome('Textos guardados: los compradores ya los ven.', onReload)}
      <div className={styles.row}>
        <Button type="submit" disabled={busy}>
          Guardar textos
        </Button>
      </div>
    </form>
  );
}
