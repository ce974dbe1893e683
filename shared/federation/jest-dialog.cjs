// @ts-check
/**
 * jsdom 26 has <dialog> but no showModal() or close() (jsdom/jsdom#3294). This stands in for the
 * parts of a modal dialog that a test can observe, as the HTML standard describes them:
 * - showModal() opens it and makes the rest of the document inert; the browser does that
 *   without an attribute, here each element outside the dialog gets `inert` (removed on close),
 *   so a test that finds the page behind inert proves the dialog was opened modally;
 * - Escape fires a cancelable `cancel` on the topmost modal dialog, then closes it unless the
 *   event was cancelled; close() fires `close`.
 * It does not move focus (the dialog primitive focuses explicitly), nor draw a top layer. jsdom
 * and user-event ignore `inert` when focusing, so focus containment is the primitive's own Tab
 * handling, tested as such.
 */
const { document, MutationObserver, HTMLDialogElement } = globalThis;
const proto = HTMLDialogElement?.prototype;

if (proto && !proto.showModal) {
  /** @type {HTMLDialogElement[]} */
  const modals = [];
  /** @type {Element[]} */
  let madeInert = [];

  const blockOutside = () => {
    for (const element of madeInert) element.removeAttribute('inert');
    madeInert = [];
    const top = modals.at(-1);
    for (let node = top; node && node.parentElement; node = node.parentElement) {
      for (const sibling of node.parentElement.children) {
        if (sibling === node || sibling.hasAttribute('inert')) continue;
        sibling.setAttribute('inert', '');
        madeInert.push(sibling);
      }
    }
  };

  proto.showModal = function showModal() {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
    blockOutside();
  };

  proto.close = function close(returnValue) {
    if (!this.open) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this), 1);
    blockOutside();
    this.dispatchEvent(new Event('close'));
  };

  document.addEventListener('keydown', (event) => {
    const top = modals.at(-1);
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });

  // A dialog removed while open stops being modal, as in a browser.
  new MutationObserver(() => {
    const gone = modals.filter((dialog) => !dialog.isConnected);
    if (gone.length === 0) return;
    for (const dialog of gone) modals.splice(modals.indexOf(dialog), 1);
    blockOutside();
  }).observe(document, { childList: true, subtree: true });
}
