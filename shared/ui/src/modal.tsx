import { useLayoutEffect, useRef, type DialogHTMLAttributes, type KeyboardEvent } from 'react';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[tabindex]',
].join(', ');

/** The controls Tab reaches inside `root`, in document order. */
function tabbables(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
}

/**
 * Where focus goes when the focused control is removed (a cart line's own remove button): the
 * next control in the same container, else the previous one, else the dialog's first control.
 */
function successor(dialog: HTMLDialogElement, record: MutationRecord): HTMLElement | undefined {
  const container = record.target;
  const inside = tabbables(dialog).filter((element) => container.contains(element));
  const { nextSibling: next, previousSibling: previous } = record;
  const after =
    next?.isConnected &&
    inside.find(
      (element) =>
        next.contains(element) ||
        next.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
  const before =
    previous?.isConnected &&
    inside.findLast(
      (element) =>
        previous.contains(element) ||
        previous.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING,
    );
  return after || before || tabbables(dialog)[0];
}

/** Keeps focus inside when the focused control disappears; returns the clean-up. */
function rescueFocus(dialog: HTMLDialogElement): () => void {
  let focused: Element | null = null;
  const remember = (event: FocusEvent) => (focused = event.target as Element);
  const observer = new MutationObserver((records) => {
    if (!focused || focused.isConnected || dialog.contains(document.activeElement)) return;
    const lost = focused;
    const record = records.find((r) => [...r.removedNodes].some((node) => node.contains(lost)));
    if (record) successor(dialog, record)?.focus();
  });
  dialog.addEventListener('focusin', remember);
  observer.observe(dialog, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    dialog.removeEventListener('focusin', remember);
  };
}

/** From the last control Tab goes to the first, and Shift+Tab from the first to the last. */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = tabbables(event.currentTarget);
  const target = event.shiftKey ? controls.at(-1) : controls[0];
  const edge = event.shiftKey ? controls[0] : controls.at(-1);
  if (target && document.activeElement === edge) {
    event.preventDefault();
    target.focus();
  }
}

export interface ModalProps extends Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'open' | 'onClose' | 'onCancel'
> {
  /** Escape or a click on the backdrop: the owner unmounts the modal to close it. */
  onClose: () => void;
}

/**
 * A native `<dialog>` opened with `showModal()` while mounted: the page behind is inert (no
 * focus, no clicks, hidden from screen readers), Escape asks `onClose`, focus starts on the first
 * control, Tab wraps inside, focus survives the removal of the focused control, and on unmount it
 * returns to the control that opened it. Mount it to open it: `{open && <Modal ...>}`.
 */
export function Modal({ onClose, onKeyDown, onMouseDown, children, ...rest }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);

  // Mount-only: re-rendering the owner (a typed character) must not move the focus. Before paint,
  // so the closed <dialog> is never drawn in the page's flow.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    tabbables(dialog)[0]?.focus();
    const stopRescue = rescueFocus(dialog);
    return () => {
      stopRescue();
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  return (
    // The keyboard already has what the handlers add: Escape does what a backdrop press does,
    // and the key handler only keeps Tab inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      {...rest}
      onCancel={(event) => {
        // The owner closes it (by unmounting), so React's state and the page never disagree.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        wrapTab(event);
        onKeyDown?.(event);
      }}
      onMouseDown={(event) => {
        // The dialog's box is filled by its content: a press on the dialog itself is the backdrop.
        if (event.target === event.currentTarget) onClose();
        onMouseDown?.(event);
      }}
    >
      {children}
    </dialog>
  );
}
