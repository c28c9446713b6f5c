'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { callBff, type BffResult } from '@/components/api/call-bff';
import { errorKey } from '@/components/api/error-key';
import { dollarsToCents } from '@/components/billing/money-forms';
import { formatCents } from '@/components/format/format-money';
import { createPaymentProvider } from '@/components/payments/create-provider';
import { PaymentStep, type ChargeResult } from '@/components/payments/payment-step';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { MONEY_TEXT, voucherCodeProblem } from '@/lib/billing/money-rules';
import { GUEST_MIN_BILL_CENTS, GUEST_MIN_TOP_UP_CENTS, GUEST_TOP_UP_DOLLARS, maskMobile, type GuestPurpose, type LookupFailure, type LookupKind } from '@/lib/guest/rules';
import { GUEST_TEXT } from '@/lib/guest/schemas';
import type { PaymentsConfig } from '@/lib/payments/types';
import pay from '@/components/billing/pay-page.module.css';
import { Captcha, type CaptchaHandle } from './captcha';
import own from './guest.module.css';

const styles = { ...pay, ...own };

type Found = { token: string; kind: LookupKind; lookup: string; maskedName: string; amountDueCents: number | null };
type Started = { orderId: string; clientSecret: string };
type Follow = { state: 'idle' } | { state: 'following' } | { state: 'done'; email: string; reference: string | null } | { state: 'failed' } | { state: 'unknown'; email: string };
type FieldProblem = { path?: unknown; message?: unknown; reason?: unknown };
type ErrorKey = LookupFailure | 'enterLookup' | 'email' | 'enterAmount' | 'topUpTooLow' | 'billTooLow' | 'voucherCode';

/** The BFF's English field texts → our keys (namespace guest.errors), so either side's refusal reads in the page's language. */
const TEXT_KEYS: Record<string, ErrorKey> = {
  [GUEST_TEXT.enterLookup]: 'enterLookup',
  [GUEST_TEXT.email]: 'email',
  [MONEY_TEXT.enterAmount]: 'enterAmount',
  [MONEY_TEXT.topUpTooLow]: 'topUpTooLow',
  [MONEY_TEXT.billTooLow]: 'billTooLow',
  [MONEY_TEXT.voucherCode]: 'voucherCode',
};
const LOOKUP_REASONS: readonly string[] = ['notValidMobileNumber', 'notValidInvoiceNumber', 'notValidAccountNumber', 'providedDataNotValid', 'noData'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const STATUS_EVERY_MS = 500;
const STATUS_FOR_MS = 15_000;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const problems = (res: BffResult<unknown>): FieldProblem[] => (!res.ok && res.code === 'bad_input' && Array.isArray(res.details) ? (res.details as FieldProblem[]) : []);

/**
 * A guest's recharge or bill payment (account-management.md §2 /recharge and /pay-bill;
 * docs/front-door-contract.md §2.3): the lookup with the captcha, the amount and the receipt's
 * email, the payment step with the typed card (a guest has no saved cards), then the payment
 * followed until the receipt is on its way. /recharge also redeems a voucher for the number.
 * Whatever was typed stays when something is refused.
 */
export function GuestFlow({ purpose, payments }: { purpose: GuestPurpose; payments: PaymentsConfig }) {
  const page = purpose === 'recharge' ? 'recharge' : 'payBill';
  const t = useTranslations('guest');
  const te = useTranslations('errors');
  const provider = useMemo(() => createPaymentProvider(payments), [payments]);
  const captcha = useRef<CaptchaHandle>(null);

  const [typed, setTyped] = useState('');
  const [solution, setSolution] = useState<string | null>(null);
  const [lookupError, setLookupError] = useState<string | undefined>();
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
  const [found, setFound] = useState<Found | null>(null);

  const [choice, setChoice] = useState<'due' | 'other'>('due');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [follow, setFollow] = useState<Follow>({ state: 'idle' });
  const order = useRef<{ id: string; email: string } | null>(null);

  const errorText = (message: unknown): string | undefined => {
    if (typeof message !== 'string') return undefined;
    const key = TEXT_KEYS[message];
    return key ? t(`errors.${key}`) : message;
  };

  async function lookUp(e: FormEvent) {
    e.preventDefault();
    if (checking) return;
    setLookupError(undefined);
    setCaptchaError(undefined);
    if (!typed.trim()) return setLookupError(t('errors.enterLookup'));
    if (!solution) return setCaptchaError(t('captcha.required'));
    setChecking(true);
    const res = await callBff<Found>('/api/guest/lookup', 'POST', { purpose, lookup: typed, captcha: solution });
    setChecking(false);
    if (res.ok) {
      setFound(res.data);
      setChoice(res.data.amountDueCents ? 'due' : 'other');
      return;
    }
    // The solution is spent whatever the answer: a new one for the next try.
    captcha.current?.reset();
    const field = problems(res).find((p) => p.path === 'lookup');
    if (typeof field?.reason === 'string' && LOOKUP_REASONS.includes(field.reason)) return setLookupError(t(`errors.${field.reason as LookupFailure}`));
    if (field) return setLookupError(errorText(field.message));
    if (res.code === 'forbidden') return setCaptchaError(t('captcha.failed'));
    setLookupError(te(errorKey(res.code)));
  }

  function startOver() {
    setFound(null);
    setFollow({ state: 'idle' });
    setAttempt((a) => a + 1);
    setSolution(null);
  }

  const cents = found && purpose === 'pay-bill' && choice === 'due' ? (found.amountDueCents ?? 0) : dollarsToCents(amount);

  /** The amount and the email checked here first (the route checks them again). */
  function checkDetails(): number | null {
    let ok = true;
    const min = purpose === 'recharge' ? GUEST_MIN_TOP_UP_CENTS : GUEST_MIN_BILL_CENTS;
    if (!(purpose === 'pay-bill' && choice === 'due')) {
      const typedCents = dollarsToCents(amount);
      if (!amount.trim()) setAmountError(t('errors.enterAmount'));
      else if (typedCents === null || typedCents < min) setAmountError(t(purpose === 'recharge' ? 'errors.topUpTooLow' : 'errors.billTooLow'));
      else setAmountError(undefined);
      ok = ok && typedCents !== null && typedCents >= min;
    } else setAmountError(undefined);
    if (!EMAIL.test(email.trim())) {
      setEmailError(t('errors.email'));
      ok = false;
    } else setEmailError(undefined);
    return ok && cents !== null && cents >= min ? cents : null;
  }

  async function charge(): Promise<ChargeResult> {
    if (!found) return { stop: true };
    const amountCents = checkDetails();
    if (amountCents === null) return { stop: true };
    const path = purpose === 'recharge' ? '/api/guest/top-up' : '/api/guest/pay-bill';
    const res = await callBff<Started>(path, 'POST', { token: found.token, lookup: found.lookup, amountCents, email: email.trim() });
    if (!res.ok) {
      const list = problems(res);
      const amountProblem = list.find((p) => p.path === 'amountCents');
      const emailProblem = list.find((p) => p.path === 'email');
      if (amountProblem) setAmountError(errorText(amountProblem.message));
      if (emailProblem) setEmailError(errorText(emailProblem.message));
      if (amountProblem || emailProblem) return { stop: true };
      const lookupProblem = list.find((p) => p.path === 'lookup');
      if (typeof lookupProblem?.reason === 'string' && LOOKUP_REASONS.includes(lookupProblem.reason)) return { problem: t(`errors.${lookupProblem.reason as LookupFailure}`) };
      return { problem: te(errorKey(res.code)) };
    }
    order.current = { id: res.data.orderId, email: email.trim() };
    return { clientSecret: res.data.clientSecret };
  }

  /** After the card went through: the payment followed until final, which sends the receipt. */
  async function followOrder() {
    const o = order.current;
    if (!o || !found) return;
    setFollow({ state: 'following' });
    const until = Date.now() + STATUS_FOR_MS;
    while (Date.now() < until) {
      const res = await callBff<{ status: 'pending' | 'completed' | 'failed'; reference?: string | null }>('/api/guest/status', 'POST', { purpose, lookup: found.lookup, orderId: o.id });
      if (res.ok && res.data.status === 'completed') return setFollow({ state: 'done', email: o.email, reference: res.data.reference ?? null });
      if (res.ok && res.data.status === 'failed') return setFollow({ state: 'failed' });
      await wait(STATUS_EVERY_MS);
    }
    setFollow({ state: 'unknown', email: o.email });
  }

  const who = found ? (found.kind === 'mobile' ? maskMobile(found.lookup) : found.lookup) : '';
  const paid = follow.state === 'done' || follow.state === 'following' || follow.state === 'unknown';

  return (
    <div className={styles.page}>
      {!found ? (
        <form className={styles.panel} onSubmit={lookUp} noValidate aria-label={t(`${page}.lookupLabel`)}>
          <Field
            id="guest-lookup"
            label={t(`${page}.lookupLabel`)}
            hint={t(`${page}.lookupHint`)}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            error={lookupError}
            inputMode={purpose === 'recharge' ? 'tel' : 'text'}
            autoComplete={purpose === 'recharge' ? 'tel' : 'off'}
            disabled={checking}
          />
          <Captcha ref={captcha} onChange={setSolution} error={captchaError} />
          <Button type="submit" busy={checking} fullWidth>
            {checking ? t('lookup.checking') : t('lookup.continue')}
          </Button>
        </form>
      ) : (
        <>
          <section className={styles.panel} aria-labelledby="guest-found">
            <h2 id="guest-found">
              {purpose === 'recharge' ? t('recharge.found', { number: who, name: found.maskedName }) : t('payBill.found', { reference: who, name: found.maskedName })}
            </h2>
            {purpose === 'pay-bill' && (
              <p className={styles.figure}>{found.amountDueCents ? t('payBill.due', { amount: formatCents(found.amountDueCents) }) : t('payBill.nothingDue')}</p>
            )}
            <Button variant="quiet" onClick={startOver} disabled={busy}>{t('lookup.startOver')}</Button>
          </section>

          {!paid && (
            <section className={styles.panel} aria-labelledby="guest-amount">
              <h2 id="guest-amount">{t(`${page}.amountHeading`)}</h2>
              {purpose === 'recharge' ? (
                <ul className={styles.quick} aria-label={t('recharge.quick')}>
                  {GUEST_TOP_UP_DOLLARS.map((d) => (
                    <li key={d}>
                      <Button variant="secondary" aria-pressed={cents === d * 100} disabled={busy} onClick={() => setAmount(String(d))}>
                        {t('recharge.quickChoice', { amount: `$${d}` })}
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : found.amountDueCents ? (
                <fieldset className={styles.choices} disabled={busy}>
                  <legend className={styles.muted}>{t('payBill.amountHeading')}</legend>
                  <label className={styles.choice}>
                    <input type="radio" name="guest-choice" checked={choice === 'due'} onChange={() => setChoice('due')} />
                    {t('payBill.payDue', { amount: formatCents(found.amountDueCents) })}
                  </label>
                  <label className={styles.choice}>
                    <input type="radio" name="guest-choice" checked={choice === 'other'} onChange={() => setChoice('other')} />
                    {t('payBill.payOther')}
                  </label>
                </fieldset>
              ) : null}
              {(purpose === 'recharge' || choice === 'other') && (
                <Field id="guest-amount-field" label={t('amount.label')} hint={t('amount.hint')} value={amount} onChange={(e) => setAmount(e.target.value)} error={amountError} inputMode="decimal" autoComplete="off" disabled={busy} />
              )}
              <Field id="guest-email" type="email" label={t('email.label')} hint={t('email.hint')} value={email} onChange={(e) => setEmail(e.target.value)} error={emailError} autoComplete="email" disabled={busy} />
            </section>
          )}

          {!paid && (
            <PaymentStep
              key={attempt}
              amountCents={cents ?? 0}
              provider={provider}
              allow={{ savedCards: false, billRoutes: false }}
              newCard="intent"
              charge={charge}
              onPaid={() => void followOrder()}
              payLabel={cents && cents > 0 ? t(`${page}.button`, { amount: formatCents(cents) }) : t(`${page}.buttonPlain`)}
              reload={false}
              onBusy={setBusy}
            />
          )}

          {follow.state === 'following' && <Alert tone="info">{t('status.following')}</Alert>}
          {follow.state === 'done' && (
            <Alert tone="success">
              <p>{purpose === 'recharge' ? t('recharge.done', { amount: formatCents(cents ?? 0), number: who }) : t('payBill.done', { amount: formatCents(cents ?? 0) })}</p>
              {follow.reference && <p>{t('status.reference', { reference: follow.reference })}</p>}
              <p>{t('status.receipt', { email: follow.email })}</p>
            </Alert>
          )}
          {follow.state === 'failed' && <Alert tone="error">{t('status.failed')}</Alert>}
          {follow.state === 'unknown' && <Alert tone="warning">{t('status.unknown')}</Alert>}

          {purpose === 'recharge' && !paid && <VoucherRedeem found={found} number={who} />}
        </>
      )}
    </div>
  );
}

/** "Guests may also redeem a voucher for a number": the number looked up gets the voucher's credit. */
function VoucherRedeem({ found, number }: { found: Found; number: string }) {
  const t = useTranslations('guest');
  const te = useTranslations('errors');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [credit, setCredit] = useState<number | null>(null);

  async function redeem(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setError(undefined);
    setCredit(null);
    if (voucherCodeProblem(code.replace(/\s/g, ''))) return setError(t('errors.voucherCode'));
    setBusy(true);
    const res = await callBff<{ creditCents: number }>('/api/guest/redeem', 'POST', { token: found.token, lookup: found.lookup, code });
    setBusy(false);
    if (res.ok) return setCredit(res.data.creditCents);
    const field = problems(res).find((p) => p.path === 'code' || p.path === 'lookup');
    if (field?.message === MONEY_TEXT.voucherCode) return setError(t('errors.voucherCode'));
    if (typeof field?.reason === 'string' && LOOKUP_REASONS.includes(field.reason)) return setError(t(`errors.${field.reason as LookupFailure}`));
    setError(typeof field?.message === 'string' ? field.message : te(errorKey(res.code)));
  }

  return (
    <form className={styles.panel} onSubmit={redeem} noValidate aria-labelledby="guest-voucher">
      <h2 id="guest-voucher">{t('voucher.heading')}</h2>
      <div className={styles.row}>
        <Field id="guest-voucher-code" label={t('voucher.label')} hint={t('voucher.hint')} value={code} onChange={(e) => setCode(e.target.value)} error={error} inputMode="numeric" autoComplete="off" disabled={busy} />
        <Button type="submit" variant="secondary" busy={busy}>{busy ? t('voucher.busy') : t('voucher.button')}</Button>
      </div>
      {credit !== null && <Alert tone="success">{t('voucher.done', { amount: formatCents(credit), number })}</Alert>}
    </form>
  );
}
