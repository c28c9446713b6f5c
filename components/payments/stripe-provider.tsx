import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements, StripeError } from '@stripe/stripe-js';
// The pure entry loads Stripe.js when loadStripe is called (Stripe is the provider), not on
// import: the main entry injects the script into every page that bundles this module.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { outcomeOfIntent, PAYMENT_FAILED } from '@/lib/payments/outcome';
import styles from './card-fields.module.css';
import type { BnplType, PaymentOutcome, PaymentProvider } from '@/lib/payments/types';

/** Spec §8: the message when the card provider's script does not load. */
export const STRIPE_LOADING_ERROR = 'error_by_stripe_loading';

function failure(error: StripeError): PaymentOutcome {
  return { status: 'failed', code: error.decline_code ?? error.code ?? PAYMENT_FAILED, message: error.message ?? '' };
}

/**
 * Stripe: Elements' CardElement collects the card inside Stripe's own iframe; confirmCardPayment
 * and confirmCardSetup run 3-D Secure in Stripe's own modal, so this provider never answers
 * requires_action.
 */
export function createStripeProvider(config: { publishableKey: string }): PaymentProvider {
  let promise: Promise<Stripe | null> | null = null;
  const load = (): Promise<Stripe | null> => (promise ??= loadStripe(config.publishableKey).catch(() => {
    promise = null; // a later attempt may load it
    return null;
  }));
  const handle: { elements: StripeElements | null } = { elements: null };

  function Capture() {
    const stripe = useStripe();
    const elements = useElements();
    useEffect(() => {
      handle.elements = stripe ? elements : null;
    }, [stripe, elements]);
    return null;
  }

  function CardFields({ onChange, disabled }: { onChange(complete: boolean): void; disabled?: boolean }) {
    const t = useTranslations('paymentStep.cardFields');
    const te = useTranslations('paymentStep.errors');
    const [stripe] = useState(load);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      let live = true;
      void stripe.then((s) => live && !s && setFailed(true));
      return () => {
        live = false;
      };
    }, [stripe]);
    if (failed) return <Alert tone="error">{te(STRIPE_LOADING_ERROR)}</Alert>;
    return (
      <Elements stripe={stripe}>
        <Capture />
        <div className={styles.stripeLabel} id="stripe-card-label">{t('cardDetails')}</div>
        <div className={styles.stripe} aria-labelledby="stripe-card-label">
          <CardElement options={{ disabled, hidePostalCode: true }} onChange={(e) => onChange(e.complete)} />
        </div>
      </Elements>
    );
  }

  async function ready(): Promise<Stripe | PaymentOutcome> {
    const stripe = await load();
    return stripe ?? { status: 'failed', code: STRIPE_LOADING_ERROR, message: '' };
  }
  const isOutcome = (v: Stripe | PaymentOutcome): v is PaymentOutcome => 'status' in v;

  return {
    CardFields,
    async confirmCard(clientSecret, options) {
      const stripe = await ready();
      if (isOutcome(stripe)) return stripe;
      const card = handle.elements?.getElement(CardElement);
      if (!card) return { status: 'failed', code: 'incomplete_card', message: '' };
      // Kept for the customer only when asked ('Save this card for next time').
      const res = await stripe.confirmCardPayment(clientSecret, { payment_method: { card }, ...(options?.save ? { setup_future_usage: 'off_session' as const } : {}) });
      return res.error ? failure(res.error) : outcomeOfIntent(res.paymentIntent);
    },
    async confirmRedirect(clientSecret: string, type: BnplType, returnUrl: string) {
      const stripe = await ready();
      if (isOutcome(stripe)) return stripe;
      // Both leave the page for the provider on success; an error comes back here.
      const res = type === 'afterpay'
        ? await stripe.confirmAfterpayClearpayPayment(clientSecret, { return_url: returnUrl })
        : await stripe.confirmKlarnaPayment(clientSecret, { return_url: returnUrl });
      return res.error ? failure(res.error) : { status: 'redirecting' };
    },
    async retrieve(clientSecret) {
      const stripe = await ready();
      if (isOutcome(stripe)) return stripe;
      const res = await stripe.retrievePaymentIntent(clientSecret);
      return res.error ? failure(res.error) : outcomeOfIntent(res.paymentIntent);
    },
    async confirmSaved(clientSecret) {
      const stripe = await ready();
      if (isOutcome(stripe)) return stripe;
      // The intent already has the saved card (payment_method) attached; 3-D Secure in Stripe's modal.
      const res = await stripe.confirmCardPayment(clientSecret);
      return res.error ? failure(res.error) : outcomeOfIntent(res.paymentIntent);
    },
    async confirmSetup(clientSecret) {
      const stripe = await ready();
      if (isOutcome(stripe)) return stripe;
      const card = handle.elements?.getElement(CardElement);
      if (!card) return { status: 'failed', code: 'incomplete_card', message: '' };
      const res = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
      return res.error ? failure(res.error) : outcomeOfIntent(res.setupIntent);
    },
    async retrieveSetup(clientSecret) {
      const stripe = await ready();
      if (isOutcome(stripe)) return stripe;
      const res = await stripe.retrieveSetupIntent(clientSecret);
      return res.error ? failure(res.error) : outcomeOfIntent(res.setupIntent);
    },
  };
}
