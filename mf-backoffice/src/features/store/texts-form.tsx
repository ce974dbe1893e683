import { useState } from 'react';
import type { StoreTexts, StoreTextsBody, StoreTextsState } from '@store/contracts';
import { STORE_TEXT_MAX_CHARS, storeTextProblem } from '@store/contracts/store-rules';
import { Button, TextAreaField } from '@store/ui';
import styles from '../layout/backoffice.module.css';
import { useFieldForm } from '../layout/use-field-form';

const FIELDS = [
  { kind: 'about', label: 'Quiénes somos' },
  { kind: 'policy', label: 'Política de la tienda' },
] as const;
const count = (text: string) =>
  `${text.length.toLocaleString('es')} de ${STORE_TEXT_MAX_CHARS.toLocaleString('es')} caracteres.`;

/**
 * «Textos»: the about and policy pages' texts, checked with the API's rule and saved live (a
 * buyer's next page shows them). The revision of the last save guards the next one.
 */
export function TextsForm({
  state,
  onSave,
  onReload,
}: {
  state: StoreTextsState;
  onSave: (body: StoreTextsBody) => Promise<StoreTextsState>;
  onReload: () => void;
}) {
  // The last save's revision guards the next one (a reload opens a new form).
  const [revision, setRevision] = useState(state.revision);
  const { texts, bind, onSubmit, busy, formRef, outcome } = useFieldForm<keyof StoreTexts>(
    state.texts,
  );
  const problemsOf = (all: StoreTexts) =>
    Object.fromEntries(
      FIELDS.flatMap(({ kind }) => {
        const problem = storeTextProblem(kind, all[kind]);
        return problem ? [[kind, problem]] : [];
      }),
    );
  const save = async () => {
    const saved = await onSave({ texts, revision });
    setRevision(saved.revision);
  };

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit(problemsOf, save)}
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
