import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './button.module.css';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  /** Shows the button as working and announces it (aria-busy); it also disables it. */
  busy?: boolean;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/** The one button of the app; 44 px tall at least, with a visible focus ring. */
export function Button({ variant = 'primary', busy = false, fullWidth = false, className, type = 'button', disabled, children, ...rest }: Props) {
  return (
    <button
      type={type}
      className={cx(styles.button, styles[variant], fullWidth && styles.full, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
