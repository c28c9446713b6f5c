import { createSandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';
import type { PaymentProvider, PaymentsConfig } from '@/lib/payments/types';

/**
 * The browser's payment provider for the config the server decided (getPaymentsConfig).
 * 'none' → null: the checkout says 'payment method setup error'.
 */
export function createPaymentProvider(config: PaymentsConfig): PaymentProvider | null {
  switch (config.provider) {
    case 'stripe':
      return createStripeProvider(config);
    case 'sandbox':
      return createSandboxProvider(config);
    default:
      return null;
  }
}
