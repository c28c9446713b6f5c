'use client';

import { useTranslations } from 'next-intl';
import type { FieldTexts } from './form-errors';

/** Field error texts in the visitor's language (namespaces validation and errors). */
export function useFieldTexts(): FieldTexts {
  const tv = useTranslations('validation');
  const te = useTranslations('errors');
  return {
    pleaseEnter: tv('pleaseEnter'),
    tooLong: (max) => tv('tooLong', { max }),
    formatInvalid: tv('formatInvalid'),
    passwordRules: te('passwordRules'),
    passwordMismatch: te('passwordMismatch'),
  };
}
