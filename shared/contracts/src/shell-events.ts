/**
 * The shell's chrome, open to every remote (spec section 2, "Other interface elements"). The
 * shell owns the dialogs; a remote asks, and the answer comes when the buyer closes the dialog.
 */
export interface ErrorDialogRequest {
  /** What happened, in Spanish; 'Oops ha ocurrido un error.' when left out. */
  message?: string;
}

export interface ErrorDialogResult {
  /** True for 'Aceptar', false for the close icon or Escape. */
  accepted: boolean;
}

export interface ShellRequests {
  /** Opens the generic error dialog (title from `error.popupTitle`, one 'Aceptar' button). */
  'shell:error-dialog-requested': { payload: ErrorDialogRequest; result: ErrorDialogResult };
}
