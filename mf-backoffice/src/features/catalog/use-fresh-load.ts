import { useState } from 'react';
import { useKeyedLoad } from '@store/ui';

/**
 * `useKeyedLoad` plus «Recargar» after a 409: `startAgain` loads again and, once the server's
 * answer has arrived, moves `formKey`, so a form keyed by it starts from what the server holds
 * (adjusted while rendering, as React advises for state that follows another's change).
 */
export function useFreshLoad<T>(key: string, load: () => Promise<T>) {
  const loaded = useKeyedLoad(key, load);
  const [formKey, setFormKey] = useState(0);
  const [resetting, setResetting] = useState(false);
  if (resetting && !loaded.loading) {
    setResetting(false);
    setFormKey((k) => k + 1);
  }
  const startAgain = () => {
    setResetting(true);
    loaded.reload();
  };
  return { ...loaded, formKey, startAgain };
}
