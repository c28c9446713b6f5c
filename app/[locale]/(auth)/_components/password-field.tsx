'use client';

import { useState, type Ref } from 'react';
import { Field } from '@/components/ui/field';
import styles from './auth-form.module.css';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  hint?: string;
  autoComplete: 'new-password' | 'current-password';
  showLabel: string;
  hideLabel: string;
  readOnly?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** A password input with a show/hide toggle (as on sign-in). */
export function PasswordField({ id, label, value, onChange, error, hint, autoComplete, showLabel, hideLabel, readOnly, ref }: Props) {
  const [shown, setShown] = useState(false);
  return (
    <Field
      ref={ref}
      id={id}
      name={id}
      type={shown ? 'text' : 'password'}
      label={label}
      hint={hint}
      autoComplete={autoComplete}
      maxLength={200}
      readOnly={readOnly}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      action={
        <button type="button" className={styles.toggle} aria-pressed={shown} aria-controls={id} onClick={() => setShown((v) => !v)}>
          {shown ? hideLabel : showLabel}
        </button>
      }
    />
  );
}
