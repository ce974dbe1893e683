import { useEffect, useEffectEvent } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/** Keeps what the buyer types as it is typed, so a reload or another tab loses nothing. */
export function useDraft<T extends FieldValues>(watch: UseFormWatch<T>, save: (values: T) => void) {
  const onChange = useEffectEvent((values: T) => save(values));
  useEffect(() => {
    const subscription = watch((values) => onChange(values as T));
    return () => subscription.unsubscribe();
  }, [watch]);
}
