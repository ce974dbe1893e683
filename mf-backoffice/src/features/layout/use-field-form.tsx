import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toStoreApiError } from '@store/platform';
import { SaveOutcome } from './save-outcome';

type Problems<Field extends string> = Partial<Record<Field, string>>;
/** What a `save` answers for its form's fields to start again empty (from `initial`). */
export const EMPTY_AGAIN = Symbol('empty again');
/** What a field of the form takes: its name, value, error and change handler. */
export interface FieldBinding {
  name: string;
  value: string;
  error: string | null;
  onChange: (event: { target: { value: string } }) => void;
}

/**
 * A back-office form of text fields saved in one call: the shared rules checked before sending
 * (every error on its field, the focus on the first), the API's 400 on its field, any other
 * refusal above the button (a 409 offers «Recargar»), and the saved message, which takes the
 * focus so a screen reader hears it.
 */
export function useFieldForm<Field extends string, Value extends string | boolean = string>(
  initial: Record<Field, Value>,
) {
  const [texts, setTexts] = useState(initial);
  const [errors, setErrors] = useState<Problems<Field>>({});
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  useEffect(() => {
    if (saved) status.current?.focus();
  }, [saved]);

  /** A `save` answering EMPTY_AGAIN starts the fields again from `initial` (a form adding one more). */
  const onSubmit =
    (problemsOf: (texts: Record<Field, Value>) => Problems<Field>, save: () => Promise<unknown>) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setFailure(null);
      setSaved(false);
      const problems = problemsOf(texts);
      setErrors(problems);
      if (Object.keys(problems).length > 0) return;
      setBusy(true);
      try {
        if ((await save()) === EMPTY_AGAIN) setTexts(initial);
        setSaved(true);
      } catch (caught) {
        const error = toStoreApiError(caught);
        // 400: a broken rule; 422: a refusal about a field's value (a SKU another product holds).
        if ((error.status === 400 || error.status === 422) && error.field && error.field in texts)
          setErrors({ [error.field]: error.message } as Problems<Field>);
        else setFailure({ text: error.message, stale: error.status === 409 });
      } finally {
        setBusy(false);
      }
    };

  const bind = (field: Field): FieldBinding => ({
    name: field,
    value: String(texts[field]),
    error: errors[field] ?? null,
    onChange: (event: { target: { value: string } }) =>
      setTexts((all) => ({ ...all, [field]: event.target.value })),
  });
  /** A checkbox's props, for a form of yes-or-no fields. */
  const bindCheck = (field: Field) => ({
    name: field,
    checked: texts[field] === true,
    onChange: (event: { target: { checked: boolean } }) =>
      setTexts((all) => ({ ...all, [field]: event.target.checked })),
  });

  /** Every field at once: a form that adds and removes rows (its fields are its rows'). */
  const edit = (change: (all: Record<Field, Value>) => Record<Field, Value>) => setTexts(change);

  const outcome = (savedText: string, onReload: () => void) => (
    <SaveOutcome
      failure={failure}
      saved={saved}
      savedText={savedText}
      statusRef={status}
      onReload={onReload}
    />
  );

  return { texts, bind, bindCheck, edit, onSubmit, busy, formRef, outcome };
}
