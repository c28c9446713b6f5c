import type { PaymentOutcome } from './types';

/**
 * docs/eshop-contract.md §2: the provider's PaymentIntent as far as the browser reads it; a
 * SetupIntent (docs/account-contract.md §2.2) has the same statuses and `last_setup_error`.
 */
export type ProviderIntent = {
  id: string;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled' | string;
  client_secret?: string | null;
  last_payment_error?: { type?: string; code?: string; decline_code?: string; message?: string } | null;
  last_setup_error?: { type?: string; code?: string; decline_code?: string; message?: string } | null;
  next_action?: { type: string; redirect_to_url?: { url: string | null; return_url?: string | null } | null } | null;
};

export type ProviderError = { type?: string; code?: string; decline_code?: string; message?: string; payment_intent?: ProviderIntent; setup_intent?: ProviderIntent };

/** Our code when the provider gave none: the spec's "payment processing error (choose or add another card)". */
export const PAYMENT_FAILED = 'payment_failed';

/** The intent id of a client secret (`pi_…_secret_…`). */
export function intentIdOf(clientSecret: string): string | null {
  const m = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret);
  return m ? m[1]! : null;
}

/** The SetupIntent id of a client secret (`seti_…_secret_…`). */
export function setupIdOf(clientSecret: string): string | null {
  const m = /^(seti_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret);
  return m ? m[1]! : null;
}

/**
 * A PaymentIntent (or SetupIntent) → what the page does next. requires_action with a redirect is the 3-D
 * Secure step (or the BNPL page, when `redirect` says the page leaves for it); processing
 * counts as paid here because the order moves on its own once the provider settles;
 * requires_capture is an authorisation that went through (a postpay activation: "the card is
 * authorised, not charged", AuthorizeOnly, docs/onboarding-contract.md §2.2).
 */
export function outcomeOfIntent(intent: ProviderIntent): PaymentOutcome {
  switch (intent.status) {
    case 'succeeded':
    case 'processing':
    case 'requires_capture':
      return { status: 'succeeded' };
    case 'requires_action': {
      const url = intent.next_action?.redirect_to_url?.url;
      if (url) return { status: 'requires_action', authenticate: { url } };
      return { status: 'failed', code: PAYMENT_FAILED, message: '' };
    }
    case 'requires_payment_method': {
      const err = intent.last_payment_error ?? intent.last_setup_error;
      // A fresh intent that was never tried has no error: nothing failed yet, but not paid either.
      return { status: 'failed', code: err?.decline_code ?? err?.code ?? 'requires_payment_method', message: err?.message ?? '' };
    }
    case 'canceled':
      return { status: 'failed', code: 'canceled', message: '' };
    default:
      return { status: 'failed', code: PAYMENT_FAILED, message: '' };
  }
}

/**
 * A provider error answer (HTTP 402/400 `{ error }`) → the failure with the provider's own
 * message ("Your card was declined."). A confirm of an intent that already succeeded
 * (payment_intent_unexpected_state with a succeeded intent: a double submit) is a success.
 */
export function outcomeOfError(error: ProviderError | undefined): PaymentOutcome {
  if (error?.payment_intent?.status === 'succeeded' || error?.setup_intent?.status === 'succeeded') return { status: 'succeeded' };
  return { status: 'failed', code: error?.decline_code ?? error?.code ?? PAYMENT_FAILED, message: error?.message ?? '' };
}
