import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { cx } from './cx';
import styles from './dialog.module.css';

type Props = {
  title: string;
  /** A short line above the title ("optional header" of the spec's global modals). */
  header?: string;
  children: ReactNode;
  /** The buttons; the one marked `data-autofocus` gets the focus when the dialog opens. */
  actions: ReactNode;
  /** Escape and the close button call it; without it the dialog has no close button and Escape does nothing. */
  onDismiss?: () => void;
  /** "Enter confirms": Enter pressed anywhere in the dialog except on another control. */
  onEnter?: () => void;
  closeLabel: string;
  tone?: 'default' | 'error' | 'success';
  role?: 'dialog' | 'alertdialog';
  /** Extra class on the <dialog> (a side drawer). */
  className?: string;
};

/**
 * A modal on the native `<dialog>` (focus trap, inert page, top layer for free). Mounting it
 * opens it and unmounting closes it; focus returns to where it was before.
 */
export function Dialog({ title, header, children, actions, onDismiss, onEnter, closeLabel, tone = 'default', role = 'dialog', className }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!el.open) el.showModal();
    const first = el.querySelector<HTMLElement>('[data-autofocus]') ?? el.querySelector<HTMLElement>('button, [href], input');
    first?.focus();
    return () => {
      if (el.open) el.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  function onKeyDown(e: KeyboardEvent<HTMLDialogElement>) {
    if (e.key === 'Escape') {
      // Handled here rather than by the native close request, which some browsers force through.
      e.preventDefault();
      onDismiss?.();
      return;
    }
    if (e.key === 'Enter' && onEnter && !e.nativeEvent.isComposing) {
      const target = e.target as HTMLElement;
      if (target.closest('button, a, input, select, textarea')) return;
      e.preventDefault();
      onEnter();
    }
  }

  function onCancel(e: SyntheticEvent<HTMLDialogElement>) {
    e.preventDefault();
    onDismiss?.();
  }

  // A close the browser forced (not ours): reopen a dialog that may not be dismissed.
  function onClose() {
    const el = ref.current;
    if (el?.isConnected && !el.open) {
      if (onDismiss) onDismiss();
      else el.showModal();
    }
  }

  return (
    <dialog
      ref={ref}
      className={cx(styles.dialog, styles[tone], className)}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onClose}
    >
      <div className={styles.top}>
        <div className={styles.heading}>
          {header && <p className={styles.header}>{header}</p>}
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        </div>
        {onDismiss && (
          <button type="button" className={styles.close} onClick={onDismiss} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <div id={bodyId} className={styles.body}>
        {children}
      </div>
      <div className={styles.actions}>{actions}</div>
    </dialog>
  );
}
