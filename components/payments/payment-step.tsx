'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useCards, useRemoveCard } from '@/components/billing/queries';
import { formatCents } from '@/components/format/format-money';
import { queryKeys } from '@/components/query/keys';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import type { CardItem } from '@/lib/billing/types';
import { POST_PAYMENT_RELOAD_MS } from '@/lib/flags/constants';
import { cardAddedSince, cardReason, initialCardChoice, keptCardChoice, NEW_CARD, PENDING_RETRY_INTERVAL_MS, pendingRetryOver } from '@/lib/payments/step';
import type { BnplType, PaymentOutcome, PaymentProvider } from '@/lib/payments/types';
import styles from './payment-step.module.css';
import { useBffFailure, useCardFailure, useSaveCard } from './use-save-card';
import { useThreeDs } from './use-three-ds';

/**
 * What the calling flow is asked to charge (docs/account-contract.md §5): a saved card by its
 * `id`, bill routes or a voucher; `{ type: 'cards', newCard: true }` only when the flow confirms
 * its own intent with the typed card (`newCard="intent"`, the e-shop checkout); Afterpay and
 * Klarna where the flow offers them (the checkout with buy-now-pay-later on).
 */
export type PaymentChoice =
  | { type: 'cards'; paymentMethodId: string }
  | { type: 'cards'; newCard: true; save?: boolean }
  | { type: 'bill_routes' }
  | { type: 'voucher'; code: string }
  | { type: BnplType };

/**
 * The flow's answer: a ClientSecret to confirm, a status (`pending_payment` without a
 * ClientSecret is asked again), nothing (paid), `problem` to show, or `stop` (the flow showed
 * why itself, e.g. a missing address).
 */
export type ChargeResult = { clientSecret?: string; status?: string } | { problem: string } | { stop: true };

type Method = 'cards' | 'bill_routes' | 'voucher' | BnplType;

/**
 * The route that would pay, as the server decided it (`payingRoute`, docs/families-contract.md §3
 * "Bill to account"): who pays and what is left of its limit this cycle, in cents. Structurally
 * the BFF's BillingRouteView of lib/customer, so a page passes `billToAccount(rc)` as it is.
 */
export type BillTo = { payer: string; remainingSpend: number; spendCycle?: 0 | 1 | 2 };
type Phase = 'idle' | 'saving' | 'charging' | 'paying' | 'authenticating' | 'redirecting' | 'done';

type Props = {
  amountCents: number;
  provider: PaymentProvider | null;
  /**
   * The other ways this flow may take; cards are always offered. 'Bill to {payer}' shows only
   * with `billTo` (the server found a parent route with spend left, issue 15 item 4); `billRoutes:
   * false` is the flow's own no to it (e.g. a locked checkout).
   */
  allow?: { billRoutes?: boolean; billTo?: BillTo | null; voucher?: boolean; bnpl?: BnplType[]; savedCards?: boolean };
  /** 'setup' (default): a new card is saved through a SetupIntent first, then paid as a saved card. */
  newCard?: 'setup' | 'intent';
  charge(choice: PaymentChoice): Promise<ChargeResult>;
  onPaid(choice: PaymentChoice): void;
  /** Where Afterpay and Klarna send the user back. */
  bnplReturnUrl?: () => string;
  /** The button's words while `charge` runs (e.g. 'Placing your order…'). */
  chargingLabel?: string;
  /** "after a payment call the account is reloaded 3 seconds later"; a flow that leaves the page may turn it off. */
  reload?: boolean;
  /** Told when the step starts or stops working, so the flow can lock its own fields. */
  onBusy?(busy: boolean): void;
  /** The card button's words when not 'Pay {amount}' (e.g. 'Top up $10.00'). */
  payLabel?: string;
};

const METHOD_LABEL = { cards: 'card', bill_routes: 'billRoutes', voucher: 'voucher', afterpay: 'afterpay', klarna: 'klarna' } as const;
/** What is left of the route's limit, in the words of its cycle (monthly unless said). */
const BILL_TO_LEFT = { 0: 'billToLeftTotal', 1: 'billToLeftMonth', 2: 'billToLeftWeek' } as const;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The one payment step (account-management.md §4 "Payment"; issue 11 item 5): saved cards with
 * the default first and chosen (expiring and expired ones shown, not selectable, with the
 * reason), a new card added inline, bill routes or a voucher where the flow allows; then
 * `charge`, the ClientSecret confirmed with the provider (3-D Secure in the dialog), and the
 * account reloaded 3 s after a payment. A failure shows the provider's text and the spec's
 * card line; everything chosen and typed stays. A new card is kept for next time only when the
 * customer ticks 'Save this card for next time' (off by default, issue 28 item 6): the checkout's
 * card is confirmed with `save`; where the flow pays saved cards only (`newCard="setup"`), the card
 * saved for this payment is removed again once it has paid (or failed).
 */
export function PaymentStep({ amountCents, provider, allow = {}, newCard = 'setup', charge, onPaid, bnplReturnUrl, chargingLabel, reload = true, onBusy, payLabel }: Props) {
  const t = useTranslations('paymentStep');
  const te = useTranslations('errors');
  const router = useRouter();
  const client = useQueryClient();
  const savedAllowed = allow.savedCards !== false;
  const cards = useCards({ enabled: savedAllowed });
  const list: CardItem[] = savedAllowed && cards.data ? cards.data.cards : [];
  const billTo = allow.billRoutes !== false ? (allow.billTo ?? null) : null;
  const methods: Method[] = ['cards', ...(billTo ? ['bill_routes' as const] : []), ...(allow.voucher ? ['voucher' as const] : []), ...(allow.bnpl ?? [])];
  const [method, setMethod] = useState<Method>('cards');
  const [choice, setChoice] = useState<string | null>(null);
  const [cardComplete, setCardComplete] = useState(false);
  const [voucher, setVoucher] = useState('');
  const [voucherMissing, setVoucherMissing] = useState(false);
  const [saveNew, setSaveNew] = useState(false);
  const unwanted = useRef<string | null>(null);
  const removeCard = useRemoveCard();
  const [phase, setPhase] = useState<Phase>('idle');
  const [problem, setProblem] = useState<string[] | null>(null);
  const saveCard = useSaveCard(provider);
  const threeDs = useThreeDs(provider);
  const cardFailure = useCardFailure();
  const bffFailure = useBffFailure();
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const id = useId();

  // The first choice once the list is there; later a choice the list no longer allows is replaced.
  const chosen = choice === null ? initialCardChoice(list) : keptCardChoice(choice, list);
  const busy = phase !== 'idle';
  useEffect(() => onBusy?.(busy), [busy, onBusy]);
  useEffect(() => () => {
    if (reloadTimer.current) clearTimeout(reloadTimer.current);
  }, []);

  /** The card saved only to pay this once is removed (a failed payment: the typed card is offered again). */
  const forgetUnwanted = (failed: boolean) => {
    const card = unwanted.current;
    if (!card) return;
    unwanted.current = null;
    if (failed) setChoice(NEW_CARD);
    removeCard.mutate(card);
  };
  const fail = (lines: string[]) => {
    forgetUnwanted(true);
    setProblem(lines);
    setPhase('idle');
  };
  /** `choose` found nothing to charge: says why and answers null. */
  const none = (lines: string[]): null => {
    fail(lines);
    return null;
  };

  function paid(c: PaymentChoice) {
    setPhase('done');
    forgetUnwanted(false);
    onPaid(c);
    if (reload) {
      reloadTimer.current = setTimeout(() => {
        router.refresh();
        void client.invalidateQueries({ queryKey: queryKeys.all });
      }, POST_PAYMENT_RELOAD_MS);
    }
  }

  /** The choice to charge, after a new card was saved when the flow pays saved cards only. */
  async function choose(): Promise<PaymentChoice | null> {
    switch (method) {
      case 'bill_routes':
        return { type: 'bill_routes' };
      case 'voucher':
        if (!voucher.trim()) {
          setVoucherMissing(true);
          return null;
        }
        return { type: 'voucher', code: voucher.trim() };
      case 'afterpay':
      case 'klarna':
        if (!provider) return none([t('errors.setup')]);
        return { type: method };
      case 'cards':
        break;
    }
    if (chosen !== NEW_CARD) return { type: 'cards', paymentMethodId: chosen };
    if (!provider) return none([t('errors.setup')]);
    if (!cardComplete) return none([t('errors.incompleteCard')]);
    if (newCard === 'intent') return { type: 'cards', newCard: true, save: saveNew };
    setPhase('saving');
    const before = list.map((c) => c.id);
    const saved = await saveCard.save();
    if (!saved.ok) return none(saved.lines);
    const after = await cards.refetch();
    const added = cardAddedSince(before, after.data?.cards ?? []);
    if (!added) return none(cardFailure({ status: 'failed', code: 'payment_failed', message: '' }));
    setChoice(added);
    if (!saveNew) unwanted.current = added;
    return { type: 'cards', paymentMethodId: added };
  }

  async function confirm(c: PaymentChoice, clientSecret: string): Promise<PaymentOutcome> {
    if (!provider) return { status: 'failed', code: 'setup', message: '' };
    if (c.type === 'afterpay' || c.type === 'klarna') return provider.confirmRedirect(clientSecret, c.type, bnplReturnUrl?.() ?? window.location.href);
    const first = c.type === 'cards' && 'newCard' in c ? await provider.confirmCard(clientSecret, { save: c.save === true }) : await provider.confirmSaved(clientSecret);
    if (first.status === 'requires_action') setPhase('authenticating');
    return threeDs.authenticate(first, clientSecret, 'payment');
  }

  async function pay(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setProblem(null);
    setVoucherMissing(false);
    const c = await choose();
    if (!c) return;
    setPhase('charging');
    const firstAttempt = Date.now();
    let res: ChargeResult;
    for (;;) {
      try {
        res = await charge(c);
      } catch (err) {
        return fail([bffFailure(err)]);
      }
      if ('stop' in res) return setPhase('idle');
      if ('problem' in res) return fail([res.problem]);
      // "Without a ClientSecret the same purchase is retried until 10 seconds since the first attempt, then fails."
      if (res.clientSecret || res.status !== 'pending_payment') break;
      if (pendingRetryOver(firstAttempt, Date.now())) return fail([te('paymentFailed')]);
      await wait(PENDING_RETRY_INTERVAL_MS);
    }
    if (!res.clientSecret) return paid(c);
    setPhase('paying');
    const outcome = await confirm(c, res.clientSecret);
    switch (outcome.status) {
      case 'succeeded':
        return paid(c);
      case 'redirecting':
        return setPhase('redirecting');
      case 'failed':
        return fail(cardFailure(outcome));
      default:
        return fail(cardFailure({ status: 'failed', code: 'payment_failed', message: '' }));
    }
  }

  const CardFields = provider?.CardFields;
  const cardFields = CardFields ? (
    <div className={styles.cardBox}>
      <CardFields onChange={setCardComplete} disabled={busy} />
      <p className={styles.muted}>{t('secure')}</p>
    </div>
  ) : (
    <Alert tone="error">{t('errors.setup')}</Alert>
  );
  const label = method === 'afterpay' ? t('continueAfterpay') : method === 'klarna' ? t('continueKlarna') : (payLabel ?? t('pay', { amount: formatCents(amountCents) }));
  const busyLabel = {
    saving: t('savingCard'),
    charging: chargingLabel ?? t('paying'),
    paying: t('paying'),
    authenticating: t('paying'),
    redirecting: t('redirecting'),
    done: t('finishing'),
    idle: label,
  }[phase];

  return (
    <form className={styles.step} onSubmit={pay} noValidate aria-label={t('heading')}>
      <fieldset className={styles.section} disabled={busy}>
        <legend className={styles.legend}>{t('heading')}</legend>
        <div role="radiogroup" aria-label={t('method')} className={styles.methods}>
          {methods.map((m) => (
            <label key={m} className={styles.method}>
              <input type="radio" name={`${id}-method`} value={m} checked={method === m} onChange={() => setMethod(m)} />
              {m === 'bill_routes' && billTo ? (
                <span className={styles.methodText}>
                  <span>{t('billTo', { payer: billTo.payer })}</span>
                  <span className={styles.muted}>{t(BILL_TO_LEFT[billTo.spendCycle ?? 1], { left: formatCents(billTo.remainingSpend) })}</span>
                </span>
              ) : (
                <span>{t(METHOD_LABEL[m])}</span>
              )}
            </label>
          ))}
        </div>
        {method === 'cards' && savedAllowed && cards.isPending && <p role="status" className={styles.muted}>{t('loadingCards')}</p>}
        {method === 'cards' && list.length > 0 && (
          <SavedCards cards={list} chosen={chosen} onChoose={setChoice} name={`${id}-card`} />
        )}
        {method === 'cards' && !(savedAllowed && cards.isPending) && chosen === NEW_CARD && cardFields}
        {method === 'cards' && savedAllowed && !cards.isPending && chosen === NEW_CARD && CardFields && (
          <label className={styles.save}>
            <input type="checkbox" checked={saveNew} onChange={(e) => setSaveNew(e.target.checked)} />
            <span>{t('saveCard')}</span>
          </label>
        )}
        {method === 'voucher' && (
          <Field id={`${id}-voucher`} label={t('voucherCode')} value={voucher} onChange={(e) => setVoucher(e.target.value)} error={voucherMissing ? t('errors.voucherNeeded') : undefined} autoComplete="off" />
        )}
      </fieldset>
      {problem && (
        <Alert tone="error">
          {problem.map((l) => (
            <p key={l}>{l}</p>
          ))}
        </Alert>
      )}
      <Button type="submit" busy={busy} fullWidth>
        {busy ? busyLabel : label}
      </Button>
      {saveCard.dialog}
      {threeDs.dialog}
    </form>
  );
}

/** "Pay with": the saved cards (default first, the ones that cannot pay disabled with why) and "Add a new card". */
function SavedCards({ cards, chosen, onChoose, name }: { cards: CardItem[]; chosen: string; onChoose(id: string): void; name: string }) {
  const t = useTranslations('paymentStep');
  const te = useTranslations('errors');
  return (
    <div role="radiogroup" aria-labelledby={`${name}-label`} className={styles.cards}>
      <p id={`${name}-label`} className={styles.groupLabel}>{t('savedCards')}</p>
      {cards.map((c) => {
        const reason = cardReason(c);
        const inputId = `${name}-${c.id}`;
        const metaId = `${inputId}-meta`;
        return (
          <div key={c.id} className={styles.card}>
            <input type="radio" id={inputId} name={name} value={c.id} checked={chosen === c.id} disabled={reason !== null} aria-describedby={metaId} onChange={() => onChoose(c.id)} />
            <div className={styles.cardText}>
              <label htmlFor={inputId} className={styles.cardName}>
                {t('cardLabel', { brand: c.brand, last4: c.last4 })}
                {c.isDefault && <Badge tone="brand">{t('default')}</Badge>}
              </label>
              <span id={metaId} className={styles.muted}>
                {t('expires', { month: String(c.expiryMonth).padStart(2, '0'), year: c.expiryYear })}
                {reason && <span className={styles.reason}>{` · ${te(reason === 'expired' ? 'cardExpired' : 'cardExpiring')}`}</span>}
              </span>
            </div>
          </div>
        );
      })}
      <div className={styles.card}>
        <input type="radio" id={`${name}-new`} name={name} value={NEW_CARD} checked={chosen === NEW_CARD} onChange={() => onChoose(NEW_CARD)} />
        <label htmlFor={`${name}-new`} className={styles.cardName}>{t('newCard')}</label>
      </div>
    </div>
  );
}
