import 'server-only';
import type { PaymentsConfig } from './types';

/** The sandbox provider's publishable key (docs/eshop-contract.md §2). Not a secret. */
export const SANDBOX_PUBLISHABLE_KEY = 'pk_test_sandbox';

type PaymentsEnv = Partial<Record<'STRIPE_PUBLISHABLE_KEY' | 'SANDBOX_URL' | 'SANDBOX_PUBLIC_URL' | 'UPSTREAM_ACCOUNTS_URL', string>>;

/**
 * docs/eshop-contract.md §4: STRIPE_PUBLISHABLE_KEY set → Stripe; else, when the app runs on the
 * sandbox (SANDBOX_URL set and no real accounts upstream), the sandbox provider at the
 * browser-reachable SANDBOX_PUBLIC_URL ?? SANDBOX_URL; else none (checkout says 'payment method
 * setup error').
 */
export function paymentsConfigFrom(env: PaymentsEnv): PaymentsConfig {
  const key = env.STRIPE_PUBLISHABLE_KEY?.trim();
  if (key) return { provider: 'stripe', publishableKey: key };
  // On the sandbox: no accounts upstream of its own, or that upstream IS the sandbox (a second
  // app instance on one sandbox, as the e2e's flagged instance).
  const sandbox = env.SANDBOX_URL?.replace(/\/$/, '');
  if (sandbox && (!env.UPSTREAM_ACCOUNTS_URL || env.UPSTREAM_ACCOUNTS_URL.replace(/\/$/, '') === sandbox)) {
    return { provider: 'sandbox', publishableKey: SANDBOX_PUBLISHABLE_KEY, apiBase: env.SANDBOX_PUBLIC_URL?.replace(/\/$/, '') || sandbox };
  }
  return { provider: 'none' };
}

/** The payments setup the checkout page hands to the browser (never a secret key). */
export function getPaymentsConfig(): PaymentsConfig {
  const { STRIPE_PUBLISHABLE_KEY, SANDBOX_URL, SANDBOX_PUBLIC_URL, UPSTREAM_ACCOUNTS_URL } = process.env;
  return paymentsConfigFrom({ STRIPE_PUBLISHABLE_KEY, SANDBOX_URL, SANDBOX_PUBLIC_URL, UPSTREAM_ACCOUNTS_URL });
}
