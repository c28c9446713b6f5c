'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { formatDay } from '@/components/billing/money-format';
import { dollarsToCents, PayBillForm } from '@/components/billing/money-forms';
import { MONEY_PATHS, onService, useBalance } from '@/components/billing/money-queries';
import { useAccountCharge } from '@/components/billing/use-account-charge';
import { useFollowPayment } from '@/components/billing/use-follow-payment';
import { formatCents } from '@/components/format/format-money';
import { createPaymentProvider } from '@/components/payments/create-provider';
import { PaymentStep, type BillTo, type PaymentChoice } from '@/components/payments/payment-step';
import { Button } from '@/components/ui/button';
import { Form, FormField, useZodForm } from '@/components/ui/form';
import { OutcomeAlert, useOutcome, type OutcomeState } from '@/components/ui/outcome';
import { QuerySection } from '@/components/ui/section-state';
import type { Balances, PaymentStatus, PostpayBalance } from '@/lib/billing/money-types';
import type { PaymentsConfig } from '@/lib/payments/types';
import styles from '@/components/billing/pay-page.module.css';

/** `service`: a broadband service's bill (the broadband balance area, issue 30); absent: the current mobile product's. */
type Props = { custom: boolean; payments: PaymentsConfig; billTo: BillTo | null; receipts: boolean; initial?: Balances; service?: string };

/**
 * Pay bill (docs/money-contract.md §4): the amount due, the full amount or another one ("at
 * least $0.50; any shortfall beyond the bill becomes credit"), the payment step (a payment type
 * other than cards → 'Please choose another payment type', the choice kept), then the payment's
 * transaction followed until final (GET /api/customer/pay-bill/{id}, which has the BFF forget the
 * cached money), then "Payment received" with the balance read afresh and the way to the receipts.
 * Each of these is the one outcome pattern (components/ui/outcome.tsx: in view, announced, focused;
 * issue 28 item 5); a failed payment is said under the Pay button, the form kept.
 * `initial` is the server's first view of the balance.
 */
export function PayBill({ custom, payments, billTo, receipts, initial, service }: Props) {
  const t = useTranslations('payBill');
  const te = useTranslations('errors');
  const query = useBalance(initial, service);
  const { follow, start, reset } = useFollowPayment<PaymentStatus>((id) => `${MONEY_PATHS.payBillStatus(id)}${onService(service)}`);
  const [attempt, setAttempt] = useState(0);
  const outcome = useOutcome();
  const { show } = outcome;
  useEffect(() => {
    switch (follow.state) {
      case 'following':
        return show({ tone: 'info', text: t('following') });
      case 'done':
        return show({ tone: 'success', title: t('received'), text: <PaidNow service={service} /> });
      case 'failed':
        return show({ tone: 'error', text: te('paymentFailed') });
      case 'unknown':
        return show({ tone: 'warning', text: <><p>{t('statusError')}</p><p>{t('updatedSoon')}</p></> });
      default:
        return show(null);
    }
  }, [follow.state, show, t, te, service]);
  const again = () => {
    reset();
    setAttempt((a) => a + 1);
  };

  if (follow.state === 'following') return <OutcomeAlert state={outcome} />;
  return (
    <QuerySection query={query} title={t('title')} rows={4}>
      {(data) =>
        follow.state === 'done' ? (
          <Settled outcome={outcome} receipts={receipts} onAgain={again} />
        ) : follow.state === 'unknown' ? (
          <Settled outcome={outcome} receipts={receipts} onAgain={again} />
        ) : data.postpay ? (
          <>
            <BillForm key={attempt} balance={data.postpay} custom={custom} payments={payments} billTo={billTo} service={service} onPaid={(id) => void start(id).then(() => setAttempt((n) => n + 1))} />
            {/* A failed payment: said under the Pay button of a fresh payment step (the form after the payment is remade). */}
            <OutcomeAlert state={outcome} />
          </>
        ) : null
      }
    </QuerySection>
  );
}

function BillForm({ balance, custom, payments, billTo, service, onPaid }: { balance: PostpayBalance; custom: boolean; payments: PaymentsConfig; billTo: BillTo | null; service?: string; onPaid(intentId: string | null): void }) {
  const t = useTranslations('payBill');
  const locale = useLocale();
  const provider = useMemo(() => createPaymentProvider(payments), [payments]);
  const owing = Math.max(0, balance.owingCents);
  const form = useZodForm(PayBillForm, { choice: custom || owing === 0 ? 'custom' : 'full', amount: '' });
  const [choice, amount] = useWatch({ control: form.control, name: ['choice', 'amount'] });
  const [busy, setBusy] = useState(false);
  const { charge, intentId } = useAccountCharge(MONEY_PATHS.payBill, (message) => {
    form.setValue('choice', 'custom');
    form.setError('amount', { type: 'server', message }, { shouldFocus: true });
  }, service);
  const cents = choice === 'full' ? owing : dollarsToCents(amount ?? '');
  const due = balance.dueInvoice;

  async function chargeAmount(c: PaymentChoice) {
    const ok = await form.trigger(undefined, { shouldFocus: true });
    if (!ok || cents === null) return { stop: true as const };
    return charge(cents, c);
  }

  return (
    <>
      <section className={styles.panel} aria-labelledby="bill-due">
        <h2 id="bill-due">{owing > 0 ? t('due', { amount: formatCents(owing) }) : t('nothingDue')}</h2>
        {owing > 0 && due && <p className={styles.muted}>{t('dueBy', { number: due.number, date: formatDay(due.dueDate, locale) })}</p>}
        {owing === 0 && <p className={styles.muted}>{t('nothingDueBody')}</p>}
      </section>

      <Form form={form} onValid={() => undefined} className={styles.panel}>
        <fieldset className={styles.choices} disabled={busy}>
          <legend className={styles.legend}>{t('amountHeading')}</legend>
          {owing > 0 && (
            <label className={styles.choice}>
              <input type="radio" value="full" {...form.register('choice')} />
              {t('full', { amount: formatCents(owing) })}
            </label>
          )}
          <label className={styles.choice}>
            <input type="radio" value="custom" {...form.register('choice')} />
            {t('custom')}
          </label>
          {choice === 'custom' && <FormField name="amount" label={t('amount')} hint={t('amountHint')} inputMode="decimal" autoComplete="off" />}
        </fieldset>
      </Form>

      <PaymentStep
        amountCents={cents ?? 0}
        provider={provider}
        allow={{ billTo }}
        charge={chargeAmount}
        onPaid={() => onPaid(intentId())}
        payLabel={cents && cents > 0 ? t('button', { amount: formatCents(cents) }) : t('buttonPlain')}
        reload={false}
        onBusy={setBusy}
      />
    </>
  );
}

/** "Payment received": the balance as it now is, read afresh after the payment. */
function PaidNow({ service }: { service?: string }) {
  const t = useTranslations('payBill');
  const query = useBalance(undefined, service);
  const owing = query.data?.postpay?.owingCents ?? 0;
  const now = owing > 0 ? t('nowOwe', { amount: formatCents(owing) }) : owing < 0 ? t('nowCredit', { amount: formatCents(-owing) }) : t('nowZero');
  return <p>{query.isFetching ? t('checking') : now}</p>;
}

/**
 * The payment is final ("Payment received" and the balance), or its status could not be read
 * ('Error getting transaction status', 'Your balance should be updated soon'): said in view,
 * announced and focused, with the receipts and another payment.
 */
function Settled({ outcome, receipts, onAgain }: { outcome: OutcomeState; receipts: boolean; onAgain(): void }) {
  const t = useTranslations('payBill');
  return (
    <section className={styles.panel} aria-label={t('title')}>
      <OutcomeAlert state={outcome} />
      <div className={styles.actions}>
        {receipts && <Link href="/profile/receipts">{t('receipts')}</Link>}
        <Button variant="secondary" onClick={onAgain}>{t('again')}</Button>
      </div>
    </section>
  );
}
