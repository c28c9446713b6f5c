'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { formatDay } from '@/components/billing/money-format';
import { dollarsToCents, TopUpForm as TopUpSchema } from '@/components/billing/money-forms';
import { MONEY_PATHS, onService, useBalance } from '@/components/billing/money-queries';
import { useAccountCharge } from '@/components/billing/use-account-charge';
import { useFollowPayment } from '@/components/billing/use-follow-payment';
import { formatCents } from '@/components/format/format-money';
import { createPaymentProvider } from '@/components/payments/create-provider';
import { PaymentStep, type BillTo, type PaymentChoice } from '@/components/payments/payment-step';
import { Button } from '@/components/ui/button';
import { Form, FormField, useZodForm } from '@/components/ui/form';
import { OutcomeAlert, useOutcome } from '@/components/ui/outcome';
import { QuerySection } from '@/components/ui/section-state';
import type { Balances, TopUpStatus } from '@/lib/billing/money-types';
import type { PaymentsConfig } from '@/lib/payments/types';
import styles from '@/components/billing/pay-page.module.css';

/** The quick choices of the amount, in dollars. */
const QUICK_DOLLARS = [10, 20, 30, 50] as const;

/** `service`: a broadband service's top-up (the broadband balance area, issue 30); absent: the current mobile product's. */
type Props = { initialAmount: string; payments: PaymentsConfig; billTo: BillTo | null; initialBalance?: Balances; service?: string };

/**
 * Top up (docs/money-contract.md §4): the credit now, the amount ("required and above $0.99",
 * quick choices $10 $20 $30 $50, `?amount=` filled in), the payment step, then the top-up's
 * transaction followed every 250 ms until final: "Your balance is now $x", or 'Error getting
 * transaction status' with 'Your balance should be updated soon' when it cannot be read. Each said
 * under the Top up button by the one outcome pattern (in view, announced, focused; issue 28 item 5);
 * a top-up that went in empties the amount.
 */
export function TopUp({ initialAmount, payments, billTo, initialBalance, service }: Props) {
  const t = useTranslations('topUp');
  const te = useTranslations('errors');
  const locale = useLocale();
  const provider = useMemo(() => createPaymentProvider(payments), [payments]);
  const balance = useBalance(initialBalance, service);
  const form = useZodForm(TopUpSchema, { amount: initialAmount });
  const amount = useWatch({ control: form.control, name: 'amount' }) ?? '';
  const cents = dollarsToCents(amount);
  const [busy, setBusy] = useState(false);
  const { follow, start, reset } = useFollowPayment<TopUpStatus>((id) => `${MONEY_PATHS.topUpStatus(id)}${onService(service)}`);
  const [attempt, setAttempt] = useState(0);
  const outcome = useOutcome();
  const { show } = outcome;
  const { charge, intentId } = useAccountCharge(MONEY_PATHS.topUp, (message) => form.setError('amount', { type: 'server', message }, { shouldFocus: true }), service);

  async function chargeAmount(choice: PaymentChoice) {
    reset();
    const parsed = TopUpSchema.safeParse(form.getValues());
    if (!parsed.success) {
      await form.trigger('amount', { shouldFocus: true });
      return { stop: true as const };
    }
    return charge(parsed.data.amountCents, choice);
  }

  /** After the payment: its transaction followed until final, then the account read again. */
  async function followStatus() {
    await start(intentId());
    setAttempt((a) => a + 1);
  }

  useEffect(() => {
    switch (follow.state) {
      case 'following':
        return show({ tone: 'info', text: t('following') });
      case 'done':
        form.reset({ amount: '' });
        return show({ tone: 'success', text: follow.status.creditCents === null ? t('doneNoBalance') : t('done', { amount: formatCents(follow.status.creditCents) }) });
      case 'failed':
        return show({ tone: 'error', text: te('paymentFailed') });
      case 'unknown':
        return show({ tone: 'warning', text: <><p>{t('statusError')}</p><p>{t('updatedSoon')}</p></> });
      default:
        return show(null);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per state of the payment followed
  }, [follow]);

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
        allow={{ billTo }}
        charge={chargeAmount}
        onPaid={() => void followStatus()}
        payLabel={cents && cents > 0 ? t('button', { amount: formatCents(cents) }) : t('buttonPlain')}
        reload={false}
        onBusy={setBusy}
      />

      <OutcomeAlert state={outcome} />
    </>
  );
}
