import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@store/platform';
import type { Problem } from './validation';

type Values<K extends string> = Record<K, string>;
export type Checks<K extends string> = (values: Values<K>) => Partial<Record<K, Problem>>;

/**
 * A small form: its values, a Spanish error per field, and `submit` that checks every field,
 * focuses the first wrong one, and only then runs the action. Editing a field clears its error.
 */
export function useForm<K extends string>(initial: Values<K>, checks: Checks<K>) {
  const { t } = useTranslation('account');
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const inputs = useRef<Partial<Record<K, HTMLInputElement | null>>>({});

  const field = (name: K) => ({
    name,
    value: values[name],
    error: errors[name] ?? null,
    ref: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  /** Shows a message beside a field (the server named it) and focuses it. */
  const showError = useCallback((name: K, message: string) => {
    setErrors((current) => ({ ...current, [name]: message }));
    inputs.current[name]?.focus();
  }, []);

  const valid = (): boolean => {
    const found = Object.entries(checks(values)) as [K, Problem][];
    const shown: Partial<Record<K, string>> = {};
    for (const [name, problem] of found) if (problem) shown[name] = t(problem.key, problem.values);
    setErrors(shown);
    const first = found.find(([, problem]) => problem)?.[0];
    if (first) inputs.current[first]?.focus();
    return first === undefined;
  };

  return { values, setValues, field, valid, showError };
}
