import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { cardProblems, formatCardNumber, formatCvc, formatExpiry, isCardComplete, toProviderCard, type CardInput, type CardProblems } from '@/lib/payments/card';
import { outcomeOfError, outcomeOfIntent, intentIdOf, setupIdOf, type ProviderError, type ProviderIntent } from '@/lib/payments/outcome';
import styles from './card-fields.module.css';
import type { BnplType, PaymentOutcome, PaymentProvider } from '@/lib/payments/types';

export const NETWORK_ERROR = 'network_error';
const EMPTY: CardInput = { number: '', expiry: '', cvc: '' };

/**
 * The sandbox's Stripe-shaped provider (docs/eshop-contract.md §2). Like Stripe.js, the card
 * goes from the browser straight to the provider's API with the publishable key: our server
 * never sees it. One provider per page; its CardFields hold the card for confirmCard and
 * confirmSetup (a SetupIntent saves the card for the customer, docs/account-contract.md §2.2).
 */
export function createSandboxProvider(config: { publishableKey: string; apiBase: string }): PaymentProvider {
  const card = { current: EMPTY };
  const base = config.apiBase.replace(/\/$/, '');

  async function call(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<PaymentOutcome & { intent?: ProviderIntent }> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method: init.method,
        headers: { authorization: `Bearer ${config.publishableKey}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
        body: init.body ? JSON.stringify(init.body) : undefined,
        credentials: 'omit',
        cache: 'no-store',
      });
    } catch {
      return { status: 'failed', code: NETWORK_ERROR, message: '' };
    }
    const json = (await res.json().catch(() => null)) as (ProviderIntent & { error?: ProviderError }) | null;
    if (!res.ok || !json || json.error) return outcomeOfError(json?.error);
    return { ...outcomeOfIntent(json), intent: json };
  }

  const strip = ({ intent: _intent, ...outcome }: PaymentOutcome & { intent?: ProviderIntent }): PaymentOutcome => outcome;

  function CardFields({ onChange, disabled }: { onChange(complete: boolean): void; disabled?: boolean }) {
    const t = useTranslations('paymentStep.cardFields');
    const [value, setValue] = useState<CardInput>(card.current);
    const [touched, setTouched] = useState<Record<keyof CardInput, boolean>>({ number: false, expiry: false, cvc: false });

    const update = (field: keyof CardInput, raw: string) => {
      const format = field === 'number' ? formatCardNumber : field === 'expiry' ? formatExpiry : formatCvc;
      const next = { ...value, [field]: format(raw) };
      card.current = next;
      setValue(next);
      onChange(isCardComplete(next, new Date()));
    };
    const now = new Date();
    const full = cardProblems(value, now);
    const partial = cardProblems(value, now, true);
    const problem = (field: keyof CardProblems): string | undefined => {
      const p = touched[field] ? full[field] : partial[field];
      return p ? t(`problems.${p}`) : undefined;
    };
    const blur = (field: keyof CardInput) => () => setTouched((s) => ({ ...s, [field]: true }));

    return (
      <div className={styles.card}>
        <Field
          id="card-number" label={t('number')} className={styles.number} inputMode="numeric" autoComplete="cc-number" placeholder="1234 1234 1234 1234"
          value={value.number} onChange={(e) => update('number', e.target.value)} onBlur={blur('number')} error={problem('number')} disabled={disabled}
        />
        <Field
          id="card-expiry" label={t('expiry')} className={styles.expiry} inputMode="numeric" autoComplete="cc-exp" placeholder={t('expiryPlaceholder')}
          value={value.expiry} onChange={(e) => update('expiry', e.target.value)} onBlur={blur('expiry')} error={problem('expiry')} disabled={disabled}
        />
        <Field
          id="card-cvc" label={t('cvc')} className={styles.cvc} inputMode="numeric" autoComplete="cc-csc" placeholder="123"
          value={value.cvc} onChange={(e) => update('cvc', e.target.value)} onBlur={blur('cvc')} error={problem('cvc')} disabled={disabled}
        />
      </div>
    );
  }

  const idOf = (clientSecret: string) => encodeURIComponent(intentIdOf(clientSecret) ?? clientSecret.split('_secret_')[0] ?? '');
  const setupOf = (clientSecret: string) => encodeURIComponent(setupIdOf(clientSecret) ?? clientSecret.split('_secret_')[0] ?? '');
  /** The card typed into CardFields as the provider takes it, or null while it is incomplete. */
  const cardData = () => (isCardComplete(card.current, new Date()) ? toProviderCard(card.current) : null);

  return {
    CardFields,
    async confirmCard(clientSecret, options) {
      const data = cardData();
      if (!data) return { status: 'failed', code: 'incomplete_card', message: '' };
      return strip(await call(`/v1/payment_intents/${idOf(clientSecret)}/confirm`, {
        method: 'POST',
        body: { client_secret: clientSecret, payment_method_data: { type: 'card', card: data }, ...(options?.save ? { setup_future_usage: 'off_session' } : {}) },
      }));
    },
    async confirmRedirect(clientSecret: string, type: BnplType, returnUrl: string) {
      const res = await call(`/v1/payment_intents/${idOf(clientSecret)}/confirm`, {
        method: 'POST',
        body: { client_secret: clientSecret, payment_method_data: { type: type === 'afterpay' ? 'afterpay_clearpay' : 'klarna' }, return_url: returnUrl },
      });
      if (res.status === 'requires_action') {
        window.location.assign(res.authenticate.url);
        return { status: 'redirecting' };
      }
      return strip(res);
    },
    async retrieve(clientSecret) {
      return strip(await call(`/v1/payment_intents/${idOf(clientSecret)}?client_secret=${encodeURIComponent(clientSecret)}`, { method: 'GET' }));
    },
    async confirmSaved(clientSecret) {
      // The intent has the saved card attached: no card data (contract §2.3).
      return strip(await call(`/v1/payment_intents/${idOf(clientSecret)}/confirm`, { method: 'POST', body: { client_secret: clientSecret } }));
    },
    async confirmSetup(clientSecret) {
      const data = cardData();
      if (!data) return { status: 'failed', code: 'incomplete_card', message: '' };
      return strip(await call(`/v1/setup_intents/${setupOf(clientSecret)}/confirm`, {
        method: 'POST',
        body: { client_secret: clientSecret, payment_method_data: { type: 'card', card: data } },
      }));
    },
    async retrieveSetup(clientSecret) {
      return strip(await call(`/v1/setup_intents/${setupOf(clientSecret)}?client_secret=${encodeURIComponent(clientSecret)}`, { method: 'GET' }));
    },
  };
}
