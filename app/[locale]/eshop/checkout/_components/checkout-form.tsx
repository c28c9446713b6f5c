'use client';

import { useRouter } from 'next/navigation';
import { dollars } from '@/lib/eshop/rules';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { cartItems, trackEcommerce } from '@/components/analytics/ecommerce';
import { isSessionLoss } from '@/components/api/error-key';
import { addressBody, bnplReturnUrl, failureText, missingAddressFields, missingContactFields, type AddressDraft, type ContactDraft } from '@/components/checkout/checkout-rules';
import { forgetIdempotencyKey, idempotencyKeyFor, savePending, type PendingCheckout } from '@/components/checkout/checkout-storage';
import { finishPurchase } from '@/components/checkout/finish-purchase';
import { useCheckoutCart, type CheckoutBasket } from '@/components/checkout/use-checkout-cart';
import { formatCents } from '@/components/format/format-money';
import { useCart } from '@/components/shop/cart-context';
import { useErrorText } from '@/components/shop/use-error-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Field } from '@/components/ui/field';
import type { CheckoutResult, PaymentMethodType } from '@/lib/eshop/types';
import { createPaymentProvider } from '@/components/payments/create-provider';
import type { PaymentOutcome, PaymentsConfig } from '@/lib/payments/types';
import { AddressSection, NEW_ADDRESS } from './address-section';
import styles from './checkout.module.css';
import { OrderSummary } from './order-summary';
import { PaymentMethods } from './payment-methods';
import { ThreeDsDialog } from './three-ds-dialog';

type Props = { contact: ContactDraft; options: PaymentMethodType[]; payments: PaymentsConfig; failedReturn: boolean };
type Phase = 'idle' | 'placing' | 'paying' | 'authenticating' | 'redirecting' | 'finishing';
/** `top`: said on arrival (a failed provider return), so shown above the form rather than by the button. */
type Problem = { lines: string[]; top?: boolean };

const EMPTY_ADDRESS: AddressDraft = { street: '', suburb: '', city: '', postcode: '' };

/**
 * The signed-in checkout: the order, contact, delivery (physical SIMs only), notes and payment.
 * Submit: POST /api/eshop/checkout with one Idempotency-Key per attempt, then the client
 * secret is confirmed in the browser with the payment provider (the card never reaches us).
 */
export function CheckoutForm({ contact: initialContact, options, payments, failedReturn }: Props) {
  const t = useTranslations('checkout');
  const te = useTranslations('errors');
  const errorText = useErrorText();
  const state = useCheckoutCart();
  const router = useRouter();
  const { forget } = useCart();
  const provider = useMemo(() => createPaymentProvider(payments), [payments]);
  const [contact, setContact] = useState(initialContact);
  const [contactMissing, setContactMissing] = useState<Array<keyof ContactDraft>>([]);
  const [savedAddress, setSavedAddress] = useState<string | null>(null);
  const [draft, setDraft] = useState<AddressDraft>(EMPTY_ADDRESS);
  const [addressMissing, setAddressMissing] = useState<Array<'street' | 'city' | 'postcode'>>([]);
  const [notes, setNotes] = useState('');
  const [method, setMethod] = useState<PaymentMethodType>(options[0] ?? 'cards');
  const [cardComplete, setCardComplete] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [problem, setProblem] = useState<Problem | null>(failedReturn ? { lines: [t('errors.paymentFailed')], top: true } : null);
  const [threeDs, setThreeDs] = useState<{ url: string; pending: PendingCheckout } | null>(null);
  const began = useRef(false);
  /** The order this page already placed: a retry (another card) pays it, never a second one. */
  const placed = useRef<PendingCheckout | null>(null);
  const basket = state.status === 'ready' ? state.basket : null;

  useEffect(() => {
    if (!basket || began.current) return;
    began.current = true;
    trackEcommerce('begin_checkout', cartItems(basket.lines), { value: dollars(basket.totalCents) });
  }, [basket]);

  const failCard = useCallback((outcome: Extract<PaymentOutcome, { status: 'failed' }>) => {
    const { message, key } = failureText(outcome);
    setProblem({ lines: [message || t(`errors.${key ?? 'processing'}`), t('errors.cardTrouble')] });
    setPhase('idle');
  }, [t]);

  const settle = useCallback((outcome: PaymentOutcome, pending: PendingCheckout) => {
    switch (outcome.status) {
      case 'succeeded':
        setPhase('finishing');
        finishPurchase(pending, { forgetCart: forget, push: router.push });
        return;
      case 'requires_action':
        setPhase('authenticating');
        setThreeDs({ url: outcome.authenticate.url, pending });
        return;
      case 'redirecting':
        setPhase('redirecting');
        return;
      case 'failed':
        failCard(outcome);
    }
  }, [failCard, forget, router]);

  /** The order of this attempt: the one awaiting payment, or a new one from the checkout call. */
  async function placeOrder(b: CheckoutBasket): Promise<PendingCheckout | null> {
    if (b.pending) return b.pending;
    if (placed.current?.cartUuid === b.cartUuid) return placed.current;
    const key = idempotencyKeyFor(window.sessionStorage, b.cartUuid, () => crypto.randomUUID());
    const body = {
      uuid: b.cartUuid,
      contact: { email: contact.email.trim(), name: contact.name.trim(), phone: contact.phone.trim() },
      ...(b.hasPhysical ? { address: addressBody(savedAddress === NEW_ADDRESS ? null : savedAddress, draft) } : {}),
      notes: notes.trim(),
      paymentMethodType: method,
    };
    let res: Response;
    try {
      res = await fetch('/api/eshop/checkout', {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify(body),
        credentials: 'same-origin',
        cache: 'no-store',
      });
    } catch {
      setProblem({ lines: [te('networkError')] });
      return null;
    }
    const json = (await res.json().catch(() => null)) as (CheckoutResult & { error?: { code?: string; message?: string } }) | null;
    if (!res.ok || !json || json.error) {
      const code = json?.error?.code ?? (res.status >= 500 ? 'internal' : 'upstream_error');
      if (isSessionLoss(code)) {
        router.push(`/sign-in?redirect=${encodeURIComponent('/eshop/checkout')}`);
        return null;
      }
      // A refused attempt is over (a repeat with its key would get the same answer); an outage is not.
      if (res.status >= 400 && res.status < 500) forgetIdempotencyKey(window.sessionStorage);
      setProblem({ lines: [errorText(code, json?.error?.message, te('somethingWentWrong'))] });
      return null;
    }
    const pending: PendingCheckout = {
      cartUuid: b.cartUuid, orderId: json.orderId, clientSecret: json.clientSecret, amountCents: json.amountCents,
      method, purchase: { ...json.purchase, orderId: json.orderId }, lines: b.lines, hasPhysical: b.hasPhysical, contact,
    };
    // Saved before the provider is asked: a failure, a reload or a BNPL trip can retry this order.
    savePending(window.localStorage, pending);
    placed.current = pending;
    return pending;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!basket || phase !== 'idle') return;
    setProblem(null);
    const cMissing = basket.pending ? [] : missingContactFields(contact);
    const aMissing = basket.hasPhysical && !basket.pending && savedAddress === NEW_ADDRESS ? missingAddressFields(draft) : [];
    setContactMissing(cMissing);
    setAddressMissing(aMissing);
    if (cMissing.length > 0 || aMissing.length > 0) return;
    const payMethod = basket.pending?.method === 'bill_routes' ? 'cards' : method;
    if (payMethod === 'cards' && provider && !cardComplete) {
      setProblem({ lines: [t('errors.incompleteCard')] });
      return;
    }
    if (!provider && (payMethod === 'cards' || payMethod === 'afterpay' || payMethod === 'klarna')) {
      setProblem({ lines: [t('errors.setup')] });
      return;
    }
    setPhase('placing');
    const pending = await placeOrder(basket);
    if (!pending) {
      setPhase('idle');
      return;
    }
    // bill_routes, or an order of 0 cents: paid at once.
    if (!pending.clientSecret) {
      settle({ status: 'succeeded' }, pending);
      return;
    }
    setPhase('paying');
    const outcome = method === 'afterpay' || method === 'klarna'
      ? await provider!.confirmRedirect(pending.clientSecret, method, bnplReturnUrl(window.location.origin))
      : await provider!.confirmCard(pending.clientSecret);
    settle(outcome, pending);
  }

  const onThreeDsDone = useCallback(() => {
    if (!threeDs || !provider) return;
    const { pending } = threeDs;
    setThreeDs(null);
    setPhase('paying');
    void provider.retrieve(pending.clientSecret).then((o) => settle(o.status === 'requires_action' ? { status: 'failed', code: 'payment_failed', message: '' } : o, pending));
  }, [threeDs, provider, settle]);

  const onThreeDsCancel = useCallback(() => {
    if (!threeDs || !provider) return;
    onThreeDsDone();
  }, [threeDs, provider, onThreeDsDone]);

  if (state.status === 'loading') return <p role="status" className={styles.muted}>{t('summary.loading')}</p>;
  if (state.status === 'empty' || !basket) {
    return (
      <>
        {problem && <Alert tone="error">{problem.lines.join(' ')}</Alert>}
        <section className={styles.empty} aria-labelledby="order-summary">
          <h2 id="order-summary">{t('summary.heading')}</h2>
          <p>{t('summary.empty')}</p>
          <p className={styles.muted}>{t('summary.emptyBody')}</p>
          <ButtonLink href="/plans" variant="secondary">{t('summary.browse')}</ButtonLink>
        </section>
      </>
    );
  }

  const busy = phase !== 'idle';
  const amount = formatCents(basket.totalCents);
  const effective = basket.pending?.method === 'bill_routes' ? 'cards' : method;
  const label = effective === 'afterpay' ? t('payment.continueAfterpay') : effective === 'klarna' ? t('payment.continueKlarna') : t('payment.pay', { amount });
  const busyLabel = phase === 'placing' ? t('payment.placing') : phase === 'redirecting' ? t('payment.redirecting') : phase === 'finishing' ? t('payment.finishing') : t('payment.paying');
  const setField = (k: keyof ContactDraft) => (e: { target: { value: string } }) => setContact((c) => ({ ...c, [k]: e.target.value }));
  const enter = (k: keyof ContactDraft) => (contactMissing.includes(k) ? t('errors.contactNeeded') : undefined);
  const locked = basket.pending !== null;
  const shownContact = basket.pending?.contact ?? contact;

  return (
    <div className={styles.layout}>
      <OrderSummary lines={basket.lines} totalCents={basket.totalCents} taxCents={basket.taxCents} />
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('title')}>
        {problem?.top && <Alert tone="error">{problem.lines.join(' ')}</Alert>}
        {basket.pending && <Alert tone="info">{t('errors.retrySame', { order: basket.pending.orderId })}</Alert>}
        <fieldset className={styles.section} disabled={busy || locked}>
          <legend className={styles.legend}>{t('contact.heading')}</legend>
          <Field id="contact-email" label={t('contact.email')} type="email" autoComplete="email" value={shownContact.email} onChange={setField('email')} error={enter('email')} />
          <Field id="contact-name" label={t('contact.name')} autoComplete="name" value={shownContact.name} onChange={setField('name')} error={enter('name')} />
          <Field id="contact-phone" label={t('contact.phone')} type="tel" autoComplete="tel" value={shownContact.phone} onChange={setField('phone')} error={enter('phone')} />
        </fieldset>
        {basket.hasPhysical && !locked && (
          <AddressSection selected={savedAddress} onSelect={setSavedAddress} draft={draft} onDraft={setDraft} missing={addressMissing} disabled={busy} />
        )}
        {!locked && (
          <div className={styles.section}>
            <label htmlFor="delivery-notes" className={styles.legend}>{t(basket.hasPhysical ? 'address.notes' : 'address.orderNotes')}</label>
            <p id="delivery-notes-hint" className={styles.muted}>{t(basket.hasPhysical ? 'address.notesHint' : 'address.orderNotesHint')}</p>
            <textarea id="delivery-notes" className={styles.textarea} aria-describedby="delivery-notes-hint" rows={3} maxLength={500} value={notes} onChange={(e) => setNotes(e.target.value)} disabled={busy} />
          </div>
        )}
        <PaymentMethods
          options={locked ? options.filter((o) => o !== 'bill_routes') : options}
          value={effective}
          onChange={setMethod}
          provider={provider}
          onCardChange={setCardComplete}
          disabled={busy}
        />
        {problem && !problem.top && (
          <Alert tone="error">
            {problem.lines.map((l) => (
              <p key={l}>{l}</p>
            ))}
          </Alert>
        )}
        <Button type="submit" busy={busy} fullWidth>
          {busy ? busyLabel : label}
        </Button>
      </form>
      {threeDs && <ThreeDsDialog url={threeDs.url} onDone={onThreeDsDone} onCancel={onThreeDsCancel} />}
    </div>
  );
}
