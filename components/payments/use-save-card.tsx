'use client';

import { useTranslations } from 'next-intl';
import { useCallback, type ReactNode } from 'react';
import { useSetupCard } from '@/components/billing/queries';
import { failureText } from '@/components/checkout/checkout-rules';
import { BffError } from '@/components/query/bff-query';
import { useErrorText } from '@/components/shop/use-error-text';
import type { PaymentOutcome, PaymentProvider } from '@/lib/payments/types';
import { useThreeDs } from './use-three-ds';

export type StepFailure = { ok: false; lines: string[] };

/**
 * What a failed card says: "the provider's text plus 'Seems we had some trouble with your card.
 * Please check your card details or add another to retry'" (our text for the code when the
 * provider gave none).
 */
export function useCardFailure(): (outcome: Extract<PaymentOutcome, { status: 'failed' }>) => string[] {
  const t = useTranslations('paymentStep.errors');
  return useCallback((outcome) => {
    const { message, key } = failureText(outcome);
    return [message || t(key ?? 'processing'), t('cardTrouble')];
  }, [t]);
}

/** A BFF refusal or outage as one line, in the page's language. */
export function useBffFailure(): (err: unknown) => string {
  const errorText = useErrorText();
  const te = useTranslations('errors');
  return useCallback((err) => {
    if (err instanceof BffError) return errorText(err.code, err.message, te('somethingWentWrong'));
    return te('somethingWentWrong');
  }, [errorText, te]);
}

/**
 * A new card saved through a SetupIntent (docs/account-contract.md §2.2): the BFF asks the
 * upstream for one, the provider confirms it with the card in CardFields (3-D Secure in the
 * dialog), and the provider saves the card for the customer. Render `dialog` once.
 */
export function useSaveCard(provider: PaymentProvider | null): { save(): Promise<{ ok: true } | StepFailure>; dialog: ReactNode } {
  const setup = useSetupCard();
  const { authenticate, dialog } = useThreeDs(provider);
  const cardFailure = useCardFailure();
  const bffFailure = useBffFailure();
  const t = useTranslations('paymentStep.errors');

  const save = useCallback(async (): Promise<{ ok: true } | StepFailure> => {
    if (!provider) return { ok: false, lines: [t('setup')] };
    let clientSecret: string;
    try {
      ({ clientSecret } = await setup.mutateAsync());
    } catch (err) {
      return { ok: false, lines: [bffFailure(err)] };
    }
    const outcome = await authenticate(await provider.confirmSetup(clientSecret), clientSecret, 'setup');
    if (outcome.status === 'succeeded') return { ok: true };
    if (outcome.status === 'failed') return { ok: false, lines: cardFailure(outcome) };
    return { ok: false, lines: cardFailure({ status: 'failed', code: 'payment_failed', message: '' }) };
  }, [provider, setup, authenticate, cardFailure, bffFailure, t]);

  return { save, dialog };
}
