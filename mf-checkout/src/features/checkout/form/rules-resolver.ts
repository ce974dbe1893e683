import type { FieldErrors as FormErrors, FieldValues, Resolver } from 'react-hook-form';
import type { FieldErrors } from '@store/contracts';

/**
 * A react-hook-form resolver from one of the shared step checks (`@store/contracts`), so the form
 * shows exactly the messages the API answers with: one definition of each field rule.
 */
export function rulesResolver<T extends FieldValues>(
  check: (values: T) => FieldErrors,
): Resolver<T> {
  return (values) => {
    const errors = check(values);
    const fields = Object.keys(errors);
    if (fields.length === 0) return { values, errors: {} };
    const formErrors = Object.fromEntries(
      fields.map((field) => [field, { type: 'rule', message: errors[field] }]),
    );
    return { values: {}, errors: formErrors as FormErrors<T> };
  };
}
