'use client';

import { useRouter } from 'next/navigation';
import { dollars } from '@/lib/eshop/rules';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { cartItems, trackEcommerce } from '@/components/analytics/ecommerce';
import { addressBody, bnplReturnUrl, missingAddressFields, missingContactFields, type AddressDraft, type ContactDraft } from '@/components/checkout/checkout-rules';
import { idempotencyKeyFor, savePending, type PendingCheckout } from '@/components/checkout/checkout-storage';
import { finishPurchase } from '@/components/checkout/finish-purchase';
import { postCheckout, type CheckoutBody } from '@/components/checkout/post-checkout';
import { useCheckoutCart, type CheckoutBasket } from '@/components/checkout/use-checkout-cart';
import { useCart } from '@/components/shop/cart-context';
import { useErrorText } from '@/components/shop/use-error-text';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button-link';
import { Field } from '@/components/ui/field';
import type { PaymentMethodType } from '@/lib/eshop/types';
import { createPaymentProvider } from '@/components/payments/create-provider';
import { PaymentStep, type BillTo, type ChargeResult, type PaymentChoice } from '@/components/payments/payment-step';
import type { PaymentsConfig } from '@/lib/payments/types';
import { AddressSection, NEW_ADDRESS } from './address-section';
import styles from './checkout.module.css';
import { OrderSummary } from './order-summary';

type Props = { contact: ContactDraft; options: PaymentMethodType[]; billTo: BillTo | null; payments: PaymentsConfig; failedReturn: boolean };

const EMPTY_ADDRESS: AddressDraft = { street: '', suburb: '', city: '', postcode: '' };
const BNPL = ['afterpay', 'klarna'] as const;

/**
 * The signed-in checkout: the order, contact, delivery (physical SIMs only), notes and the one
 * payment step (components/payments/payment-step.tsx): a saved card (sent as
 * `paymentMethodId`, then confirmed with confirmSaved), or a new card confirming the order's
 * own intent (the card never reaches us), bill to my account, Afterpay or Klarna. The order
 * is placed by POST /api/eshop/checkout with one Idempotency-Key per attempt.
 */
export function CheckoutForm({ contact: initialContact, options, billTo, payments, failedReturn }: Props) {
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
  const [busy, setBusy] = useState(false);
  /** Said on arrival (a failed provider return), so shown above the form. */
  const [arrival, setArrival] = useState<string | null>(failedReturn ? t('errors.paymentFailed') : null);
  const began = useRef(false);
  /** The order this page already placed: a retry (another card) pays it, never a second one. */
  const placed = useRef<PendingCheckout | null>(null);
  const placedWith = useRef<string | null>(null);
  const basket = state.status === 'ready' ? state.basket : null;

  useEffect(() => {
    if (!basket || began.current) return;
    began.current = true;
    trackEcommerce('begin_checkout', cartItems(basket.lines), { value: dollars(basket.totalCents) });
  }, [basket]);

  /** The order of this attempt: the one awaiting payment, or a new one from the checkout call. */
  async function placeOrder(b: CheckoutBasket, choice: PaymentChoice): Promise<PendingCheckout | { problem: string } | { stop: true }> {
    if (b.pending) return b.pending;
    const savedCard = choice.type === 'cards' && 'paymentMethodId' in choice ? choice.paymentMethodId : null;
    if (placed.current?.cartUuid === b.cartUuid) {
      // The order's intent carries the saved card it was placed with (or none): another saved card cannot pay it, a new card can.
      if (savedCard && savedCard !== placedWith.current) return { problem: t('errors.retrySame', { order: placed.current.orderId }) };
      return placed.current;
    }
    const method: PaymentMethodType = choice.type === 'voucher' ? 'cards' : choice.type;
    const key = idempotencyKeyFor(window.sessionStorage, b.cartUuid, () => crypto.randomUUID());
    const body: CheckoutBody = {
      uuid: b.cartUuid,
      contact: { email: contact.email.trim(), name: contact.name.trim(), phone: contact.phone.trim() },
      ...(b.hasPhysical ? { address: addressBody(savedAddress === NEW_ADDRESS ? null : savedAddress, draft) } : {}),
      notes: notes.trim(),
      paymentMethodType: method,
      ...(savedCard ? { paymentMethodId: savedCard } : {}),
    };
    const posted = await postCheckout(body, key);
    if (posted.kind === 'network') return { problem: te('networkError') };
    if (posted.kind === 'session_lost') {
      router.push(`/sign-in?redirect=${encodeURIComponent('/eshop/checkout')}`);
      return { stop: true };
    }
    if (posted.kind === 'refused') return { problem: errorText(posted.code, posted.message, te('somethingWentWrong')) };
    const json = posted.result;
    const pending: PendingCheckout = {
      cartUuid: b.cartUuid, orderId: json.orderId, clientSecret: json.clientSecret, amountCents: json.amountCents,
      method, purchase: { ...json.purchase, orderId: json.orderId }, lines: b.lines, hasPhysical: b.hasPhysical, contact,
    };
    // Saved before the provider is asked: a failure, a reload or a BNPL trip can retry this order.
    savePending(window.localStorage, pending);
    placed.current = pending;
    placedWith.current = savedCard;
    return pending;
  }

  /** The payment step's `charge`: the form's own checks, then the order (placed once). */
  async function charge(choice: PaymentChoice): Promise<ChargeResult> {
    if (!basket) return { stop: true };
    setArrival(null);
    const cMissing = basket.pending ? [] : missingContactFields(contact);
    const aMissing = basket.hasPhysical && !basket.pending && savedAddress === NEW_ADDRESS ? missingAddressFields(draft) : [];
    setContactMissing(cMissing);
    setAddressMissing(aMissing);
    if (cMissing.length > 0 || aMissing.length > 0) return { stop: true };
    const pending = await placeOrder(basket, choice);
    if ('problem' in pending || 'stop' in pending) return pending;
    // bill_routes, or an order of 0 cents: paid at once (no client secret).
    return { clientSecret: pending.clientSecret || undefined };
  }

  const onPaid = useCallback(() => {
    const pending = basket?.pending ?? placed.current;
    if (pending) finishPurchase(pending, { forgetCart: forget, push: router.push });
  }, [basket, forget, router]);

  if (state.status === 'loading') return <p role="status" className={styles.muted}>{t('summary.loading')}</p>;
  if (state.status === 'empty' || !basket) {
    return (
      <>
        {arrival && <Alert tone="error">{arrival}</Alert>}
        <section className={styles.empty} aria-labelledby="order-summary">
          <h2 id="order-summary">{t('summary.heading')}</h2>
          <p>{t('summary.empty')}</p>
          <p className={styles.muted}>{t('summary.emptyBody')}</p>
          <ButtonLink href="/plans" variant="secondary">{t('summary.browse')}</ButtonLink>
        </section>
      </>
    );
  }

  const setField = (k: keyof ContactDraft) => (e: { target: { value: string } }) => setContact((c) => ({ ...c, [k]: e.target.value }));
  const enter = (k: keyof ContactDraft) => (contactMissing.includes(k) ? t('errors.contactNeeded') : undefined);
  const locked = basket.pending !== null;
  const shownContact = basket.pending?.contact ?? contact;

  return (
    <div className={styles.layout}>
      <OrderSummary lines={basket.lines} totalCents={basket.totalCents} taxCents={basket.taxCents} />
      <div className={styles.form}>
        {arrival && <Alert tone="error">{arrival}</Alert>}
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
        <PaymentStep
          amountCents={basket.totalCents}
          provider={provider}
          // An order already placed is paid by card again (its own intent): not billed, no saved card attached.
          allow={{ billRoutes: !locked && options.includes('bill_routes'), billTo, bnpl: BNPL.filter((m) => options.includes(m)), savedCards: !locked }}
          newCard="intent"
          charge={charge}
          onPaid={onPaid}
          bnplReturnUrl={() => bnplReturnUrl(window.location.origin)}
          chargingLabel={t('payment.placing')}
          reload={false}
          onBusy={setBusy}
        />
      </div>
    </div>
  );
}
