import { useState } from 'react';
import type { StoreSectionBody, StoreSectionState } from '@store/contracts';

/**
 * What each «Tienda» section's form takes: what was loaded (`S`, the section's state: for some
 * sections more than the value, or, for credentials, their status instead), the save and
 * «Recargar».
 */
export interface SectionFormProps<T, S extends { revision: string } = StoreSectionState<T>> {
  state: S;
  onSave: (body: StoreSectionBody<NonNullable<T>>) => Promise<S>;
  onReload: () => void;
}

/**
 * A «Tienda» section's save: it sends the revision the form opened with, then the one each save
 * answers, so only someone else's save in between is a 409 (a reload opens a new form).
 */
export function useSectionSave<T, S extends { revision: string }>({
  state,
  onSave,
}: Omit<SectionFormProps<T, S>, 'onReload'>) {
  const [revision, setRevision] = useState(state.revision);
  return async (value: NonNullable<T>) => {
    const saved = await onSave({ value, revision });
    setRevision(saved.revision);
    return saved;
  };
}
