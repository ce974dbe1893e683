import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { useTranslation } from '@store/platform';
import type { Problem } from './validation';

export type Checks<T> = (values: T) => Partial<Record<keyof T, Problem>>;

/**
 * react-hook-form as every account form uses it: the checks run on submit (the first wrong field
 * gets the focus), each message in the buyer's Spanish, and editing a field clears its message
 * rather than judging a half-typed value. `field(name)` is what a `TextField` takes.
 */
export function useAccountForm<T extends FieldValues>(defaultValues: T, checks: Checks<T>) {
  const { t } = useTranslation('account');
  const resolver: Resolver<T> = (values) => {
    const found = Object.entries(checks(values)).filter(([, problem]) => problem) as [
      string,
      Exclude<Problem, null>,
    ][];
    if (found.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      found.map(([name, problem]) => [
        name,
        {
          type: 'rule',
          message: typeof problem === 'string' ? problem : t(problem.key, problem.values),
        },
      ]),
    );
    return { values: {}, errors: errors as FieldErrors<T> };
  };
  const form = useForm<T>({
    defaultValues: defaultValues as DefaultValues<T>,
    resolver,
    reValidateMode: 'onSubmit',
  });

  const error = (name: Path<T>): string | null =>
    (get(form.formState.errors, name) as FieldError | undefined)?.message ?? null;

  const field = (name: Path<T>) => ({
    ...form.register(name, { onChange: () => form.clearErrors(name) }),
    error: error(name),
  });

  /** Shows a message beside a field (the server named it) and focuses it. */
  const showError = (name: Path<T>, message: string) =>
    form.setError(name, { type: 'server', message }, { shouldFocus: true });

  return { ...form, field, error, showError };
}
