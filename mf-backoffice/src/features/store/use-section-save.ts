import { useState } from 'react';
import type { StoreSectionBody, StoreSectionState } from '@store/contracts';

/** What each «Tienda» section's form takes: what was loaded, the save and «Recargar». */
export interface SectionFormProps<T> {
  state: StoreSectionState<T>;
  onSave: (body: StoreSectionBody<NonNullable<T>>) => Promise<StoreSectionState<T>>;
  onReload: () => void;
}

/**
 * A «Tienda» section's save: it sends the revision the form opened with, then the one each save
 * answers, so only someone else's save in between is a 409 (a reload opens a new form).
 */
export function useSectionSave<T>({ state, onSave }: Omit<SectionFormProps<T>, 'onReload'>) {
  const [revision, setRevision] = useState(state.revision);
  return async (value: NonNullable<T>) => {
    const saved = await onSave({ value, revision });
    setRevision(saved.revision);
  };
}
