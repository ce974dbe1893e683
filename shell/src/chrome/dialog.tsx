import { lazy, Suspense } from 'react';
import type { DialogProps } from '@store/ui';

const loadDialog = () => import('./ui-dialog');
const LoadedDialog = lazy(loadDialog);

/**
 * @store/ui's Dialog, loaded when one first opens. The shell's dialogs (the error dialog, the
 * auth error popup, the cart's 'no disponible') open only after something failed, never to make
 * a page usable.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LoadedDialog {...props} />
    </Suspense>
  );
}

/**
 * Loads the dialog's code ahead (the boot calls it once the page has settled), so that a dialog
 * about a failure opens at once, even when the failure is the network's. A failed load is
 * forgotten: the first dialog tries again.
 */
export function preloadDialog(): void {
  loadDialog().catch(() => undefined);
}
