import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './cx';
import styles from './field.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  /** The field's own error; linked to the input with aria-describedby and aria-invalid. */
  error?: string;
  hint?: string;
  /** A control shown beside the input (a show-password toggle). */
  action?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its hint and error, wired for screen readers. */
export function Field({ id, label, error, hint, action, ref, className, ...input }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.control}>
        <input
          id={id}
          ref={ref}
          className={cx(styles.input, error && styles.invalid)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {action}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          <span aria-hidden="true" className={styles.errorIcon}>!</span>
          {error}
        </p>
      )}
    </div>
  );
}
