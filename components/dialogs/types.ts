/** "confirmation (title, message, optional header)" (account-management.md, Global modals) */
export type ConfirmOptions = {
  title: string;
  message: string;
  header?: string;
  confirmCaption?: string;
  cancelCaption?: string;
  /** A confirm that ends something (sign out, remove) shows its button in the danger colour. */
  destructive?: boolean;
};

/** "error (title default 'Error!', message, button caption default OK, optional header)"; success: same fields. */
export type NoticeOptions = {
  title?: string;
  message: string;
  buttonCaption?: string;
  header?: string;
  /** Hides the close button; Escape then does not close the dialog, only the button does. */
  hideClose?: boolean;
};

export type Dialogs = {
  /** Resolves true when confirmed (button or Enter), false when cancelled or dismissed. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** Resolves when the dialog closes. */
  error(options: NoticeOptions): Promise<void>;
  /** "the success dialog gives a promise that resolves on close" */
  success(options: NoticeOptions): Promise<void>;
};

export type DialogRequest =
  | { id: number; kind: 'confirm'; options: ConfirmOptions; resolve: (confirmed: boolean) => void }
  | { id: number; kind: 'error' | 'success'; options: NoticeOptions; resolve: () => void };
