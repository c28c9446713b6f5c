'use client';

import { useTranslations } from 'next-intl';
import type { BffResult } from '@/components/api/call-bff';
import { isSessionLoss } from '@/components/api/error-key';
import { signInAgain } from '@/components/api/sign-in-again';
import { applyServerErrors } from '@/components/ui/form';
import { useErrorText } from '@/components/shop/use-error-text';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** A refusal as the page shows it: the catalogue's text, and the upstream's own reason beneath when it gave one. */
export type Refusal = { text: string; reason?: string };

/**
 * A BFF refusal of a form (docs/money-contract.md §3): a lost session goes to sign-in, a 422's
 * field messages land on the form's fields (null), anything else becomes a Refusal: e.g.
 * 'Redemption check Error' with 'Voucher has already been redeemed' beneath.
 */
export function useRefusal<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>): (res: Extract<BffResult<unknown>, { ok: false }>) => Refusal | null {
  const errorText = useErrorText();
  const te = useTranslations('errors');
  return (res) => {
    if (isSessionLoss(res.code)) {
      signInAgain();
      return null;
    }
    if (applyServerErrors(form, res)) return null;
    const text = errorText(res.code, res.message, te('somethingWentWrong'));
    const reason = (res.details as { reason?: unknown } | undefined)?.reason;
    return typeof reason === 'string' && reason !== '' && reason !== text ? { text, reason } : { text };
  };
}
