'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { callBff } from '@/components/api/call-bff';
import { fieldErrorsOf } from './form-errors';
import { useAuthSubmit } from './use-auth-submit';
import { useFieldTexts } from './use-field-texts';

/**
 * The one-field recovery forms (forgot email, forgot password): checks and trims the value,
 * posts it, words a 422 under the field and every other failure above the form. `onSent` gets
 * the trimmed value and says whether the form is 'done' or 'leaving' (it stays pending then).
 */
export function useRecoverySubmit<K extends string>(field: K, path: string, onSent: (value: string) => 'done' | 'leaving') {
  const t = useTranslations('recovery');
  const texts = useFieldTexts();
  const submit = useAuthSubmit((minutes) => t('retryIn', { minutes }));
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const ref = useRef<HTMLInputElement>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) {
      setError(texts.pleaseEnter);
      ref.current?.focus();
      return;
    }
    submit.setPending(true);
    setError(undefined);
    submit.setFormError(undefined);
    const res = await callBff<{ sent: boolean }>(path, 'POST', { [field]: trimmed });
    if (res.ok && onSent(trimmed) === 'leaving') return;
    submit.setPending(false);
    if (res.ok) return;
    if (res.code === 'bad_input') {
      setError(fieldErrorsOf(res, [field], texts)[field] ?? texts.formatInvalid);
      ref.current?.focus();
    } else {
      submit.showFailure(res);
    }
  }

  return { ...submit, value, setValue, error, ref, onSubmit };
}
