// The module `dialog.tsx` loads when a dialog first opens: @store/ui's Dialog, with its Modal.
export { Dialog as default } from '@store/ui';
