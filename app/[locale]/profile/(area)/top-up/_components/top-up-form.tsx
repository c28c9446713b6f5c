'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { callBff } from '@/components/api/call-bff';
import { formatDay } from '@/components/billing/money-format';
import { dollarsToCents, TopUpForm as TopUpSchema } from '@/components/billing/money-forms';
import { MONEY_PATHS, useBalance } from '@/components/billing/money-queries';
import { useAccountCharge } from '@/components/billing/use-account-charge';
import { formatCents } from '@/components/format/format-money';
import { createPaymentProvider } from '@/components/payments/create-provider';
import { PaymentStep, type PaymentChoice } from '@/components/payments/payment-step';
import { queryKeys } from '@/components/query/keys';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form, FormField, useZodForm } from '@/components/ui/form';
import { QuerySection } from '@/components/ui/section-state';
import type { TopUpStatus } from '@/lib/billing/money-types';
import { ORDER_POLL_MS, SECOND_MS } from '@/lib/flags/constants';
import type { PaymentsConfig } from '@/lib/payments/types';
import styles from '@/components/billing/pay-page.module.css';

/** "Poll interval 250 ms": the top-up's transaction status is read this often until final. */
const STATUS_POLL_MS = ORDER_POLL_MS;
/** Our own limit (not from the spec): a status still pending after this reads as 'should be updated soon'. */
const STATUS_FOLLOW_MAX_MS = 30 * SECOND_MS;
/** The quick choices of the amount, in dollars. */
const QUICK_DOLLARS = [10, 20, 30, 50] as const;

type Follow = { state: 'idle' } | { state: 'following' } | { state: 'done'; creditCents: number | null } | { state: 'failed' } | { state: 'unknown' };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Props = { initialAmount: string; payments: PaymentsConfig; billRoutes: boolean };

/**
 * Top up (docs/money-contract.md §4): the credit now, the amount ("required and above $0.99",
 * quick choices $10 $20 $30 $50, `?amount=` filled in), the payment step, then the top-up's
 * transaction followed every 250 ms until final: "Your balance is now $x", or 'Error getting
 * transaction status' with 'Your balance should be updated soon' when it cannot be read.
 */
export function TopUp({ initialAmount, payments, billRoutes }: Props) {
  const t = useTranslations('topUp');
  const te = useTranslations('errors');
  const locale = useLocale();
  const router = useRouter();
  const client = useQueryClient();
  const provider = useMemo(() => createPaymentProvider(payments), [payments]);
  const balance = useBalance();
  const form = useZodForm(TopUpSchema, { amount: initialAmount });
  const amount = useWatch({ control: form.control, name: 'amount' }) ?? '';
  const cents = dollarsToCents(amount);
  const [busy, setBusy] = useState(false);
  const [follow, setFollow] = useState<Follow>({ state: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const { charge, intentId } = useAccountCharge(MONEY_PATHS.topUp, (message) => form.setError('amount', { type: 'server', message }, { shouldFocus: true }));

  async function chargeAmount(choice: PaymentChoice) {
    setFollow({ state: 'idle' });
    const parsed = TopUpSchema.safeParse(form.getValues());
    if (!parsed.success) {
      await form.trigger('amount', { shouldFocus: true });
      return { stop: true as const };
    }
    return charge(parsed.data.amountCents, choice);
  }

  /** After the payment: its transaction followed until final, then the account read again. */
  async function followStatus() {
    const id = intentId();
    setFollow({ state: 'following' });
    const started = Date.now();
    let outcome: Follow = { state: 'unknown' };
    while (id) {
      const res = await callBff<TopUpStatus>(MONEY_PATHS.topUpStatus(id), 'GET');
      if (!alive.current) return;
      if (!res.ok) break;
      if (res.data.status === 'completed') {
        outcome = { state: 'done', creditCents: res.data.creditCents };
        break;
      }
      if (res.data.status === 'failed') {
        outcome = { state: 'failed' };
        break;
      }
      if (Date.now() - started >= STATUS_FOLLOW_MAX_MS) break;
      await wait(STATUS_POLL_MS);
    }
    setFollow(outcome);
    // "after a payment call the account is reloaded": now that the top-up is final.
    router.refresh();
    void client.invalidateQueries({ queryKey: queryKeys.all });
    setAttempt((a) => a + 1);
  }

  const choose = (dollars: number) => form.setValue('amount', String(dollars), { shouldValidate: form.formState.isSubmitted });

  return (
    <>
      <section aria-label={t('creditHeading')}>
        <QuerySection query={balance} title={t('creditHeading')} rows={1}>
          {(data) =>
            data.prepay && !data.prepay.hidden ? (
              <div className={styles.panel}>
                <p className={styles.figure}>{t('current', { amount: formatCents(data.prepay.creditCents) })}</p>
                {data.prepay.expiresAt && <p className={styles.muted}>{t('expires', { date: formatDay(data.prepay.expiresAt, locale) })}</p>}
              </div>
            ) : null
          }
        </QuerySection>
      </section>

      <Form form={form} onValid={() => undefined} className={styles.panel} aria-labelledby="top-up-amount">
        <h2 id="top-up-amount">{t('amountHeading')}</h2>
        <ul className={styles.quick} aria-label={t('quick')}>
          {QUICK_DOLLARS.map((d) => (
            <li key={d}>
              <Button variant="secondary" className={styles.quickButton} aria-pressed={cents === d * 100} disabled={busy} onClick={() => choose(d)}>
                {t('quickChoice', { amount: `$${d}` })}
              </Button>
            </li>
          ))}
        </ul>
        <FormField name="amount" label={t('amount')} hint={t('amountHint')} inputMode="decimal" autoComplete="off" disabled={busy} required />
      </Form>

      <PaymentStep
        key={attempt}
        amountCents={cents ?? 0}
        provider={provider}
        allow={{ billRoutes }}
        charge={chargeAmount}
        onPaid={() => void followStatus()}
        payLabel={cents && cents > 0 ? t('button', { amount: formatCents(cents) }) : t('buttonPlain')}
        reload={false}
        onBusy={setBusy}
      />

      {follow.state === 'following' && <Alert tone="info">{t('following')}</Alert>}
      {follow.state === 'done' && (
        <Alert tone="success">{follow.creditCents === null ? t('doneNoBalance') : t('done', { amount: formatCents(follow.creditCents) })}</Alert>
      )}
      {follow.state === 'failed' && <Alert tone="error">{te('paymentFailed')}</Alert>}
      {follow.state === 'unknown' && (
        <Alert tone="warning" live="assertive">
          <p>{t('statusError')}</p>
          <p>{t('updatedSoon')}</p>
        </Alert>
      )}
    </>
  );
}
