import type { ComponentType } from 'react';

/** docs/eshop-contract.md §4. Decided on the server (getPaymentsConfig), handed to the checkout page. */
export type PaymentsConfig =
  | { provider: 'stripe'; publishableKey: string }
  | { provider: 'sandbox'; publishableKey: string; apiBase: string }
  | { provider: 'none' };

export type PaymentOutcome =
  | { status: 'succeeded' }
  /** 3-D Secure: a step the user completes (the page shows `url` in a dialog). */
  | { status: 'requires_action'; authenticate: { url: string } }
  /** The provider's own error (declined, insufficient funds…); the user may retry with another card. */
  | { status: 'failed'; code: string; message: string }
  | { status: 'redirecting' };

export type BnplType = 'afterpay' | 'klarna';

export interface PaymentProvider {
  /** Card fields: Stripe's CardElement, or the sandbox's fields. Card data goes to the provider only. */
  CardFields: ComponentType<{ onChange(complete: boolean): void; disabled?: boolean }>;
  /**
   * The intent confirmed with the card typed into CardFields; `save`: the customer ticked 'Save this
   * card for next time' (Stripe's `setup_future_usage`), else the card pays once and is not kept.
   */
  confirmCard(clientSecret: string, options?: { save?: boolean }): Promise<PaymentOutcome>;
  confirmRedirect(clientSecret: string, type: BnplType, returnUrl: string): Promise<PaymentOutcome>;
  retrieve(clientSecret: string): Promise<PaymentOutcome>;
  /**
   * A PaymentIntent created with a saved card attached (checkout `paymentMethodId`, contract
   * §2.3): confirmed without card data; may still need 3-D Secure (requires_action).
   */
  confirmSaved(clientSecret: string): Promise<PaymentOutcome>;
  /**
   * A SetupIntent (`seti_…_secret_…`, contract §2.2) confirmed with the card in CardFields: the
   * provider saves the card for the customer. `requires_action` is its 3-D Secure step.
   */
  confirmSetup(clientSecret: string): Promise<PaymentOutcome>;
  /** How a SetupIntent stands now (after its 3-D Secure step). */
  retrieveSetup(clientSecret: string): Promise<PaymentOutcome>;
}
