import type { ComboboxOption } from '../form/combobox';
import { useKeyedLoad } from '@store/ui';

/**
 * One list of the address chain, loaded when its parent is chosen (`parentId` null: not yet).
 * A failed load says so and can be retried; an answer for another parent is not this list's.
 */
export function useAddressList<T extends ComboboxOption>(
  load: (parentId: string) => Promise<T[]>,
  parentId: string | null,
) {
  const { data, error, reload } = useKeyedLoad(parentId, () => load(parentId ?? ''));
  return { items: data ?? [], failed: error !== null, retry: reload };
}
