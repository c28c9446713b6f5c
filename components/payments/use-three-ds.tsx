'use client';

import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { PaymentOutcome, PaymentProvider } from '@/lib/payments/types';
import { ThreeDsDialog } from './three-ds-dialog';

export type IntentKind = 'payment' | 'setup';

/**
 * 3-D Secure in the dialog, as a step of an async flow: `authenticate` shows the bank's page
 * when the provider asked for it (requires_action), waits until the page reports back (or the
 * user cancels), then asks the provider how the intent stands. Render `dialog` once.
 */
export function useThreeDs(provider: PaymentProvider | null): {
  authenticate(outcome: PaymentOutcome, clientSecret: string, kind: IntentKind): Promise<PaymentOutcome>;
  dialog: ReactNode;
} {
  const [open, setOpen] = useState<{ url: string; kind: IntentKind } | null>(null);
  const finish = useRef<(() => void) | null>(null);

  const authenticate = useCallback(async (outcome: PaymentOutcome, clientSecret: string, kind: IntentKind): Promise<PaymentOutcome> => {
    if (outcome.status !== 'requires_action' || !provider) return outcome;
    await new Promise<void>((resolve) => {
      finish.current = resolve;
      setOpen({ url: outcome.authenticate.url, kind });
    });
    finish.current = null;
    setOpen(null);
    const after = kind === 'setup' ? await provider.retrieveSetup(clientSecret) : await provider.retrieve(clientSecret);
    // Cancelled, or the bank's page left it undone: not paid, the user may try again.
    return after.status === 'requires_action' ? { status: 'failed', code: 'payment_failed', message: '' } : after;
  }, [provider]);

  const done = useCallback(() => finish.current?.(), []);
  const dialog = open ? <ThreeDsDialog url={open.url} kind={open.kind} onDone={done} onCancel={done} /> : null;
  return { authenticate, dialog };
}
