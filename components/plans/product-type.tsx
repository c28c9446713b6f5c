'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { formatCents } from '@/components/format/format-money';
import { BffError } from '@/components/query/bff-query';
import { queryKeys } from '@/components/query/keys';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useQueryErrorText } from '@/components/ui/section-state';
import type { ProductTypeTransfer } from '@/lib/usage/types';
import styles from './account-plans.module.css';
import { useForgetPlans, useProductTypeTransfer } from './queries';

type Kind = 'prepay' | 'postpay';

/** What an `unpaid_debt` refusal says is owed, or null for any other answer. */
function unpaidOf(error: unknown): number | null {
  if (!(error instanceof BffError) || error.code !== 'unpaid_debt') return null;
  const cents = (error.details as { unpaidCents?: unknown } | undefined)?.unpaidCents;
  return typeof cents === 'number' ? cents : 0;
}

/**
 * "Product type transfer" (flag; docs/mobile-contract.md §4): 'Payment type' with 'Change to
 * postpay' / 'Change to prepay'. A dry run first says what happens, or that "Unpaid debt must be
 * paid before continuing" with a link to pay the bill; confirmed, 'Product type transfer' and
 * the account read again.
 */
export function ProductTypeSection({ kind }: { kind: Kind }) {
  const t = useTranslations('productType');
  const router = useRouter();
  const errorText = useQueryErrorText();
  const forget = useForgetPlans();
  const dry = useProductTypeTransfer(true);
  const real = useProductTypeTransfer(false);
  const to: Kind = kind === 'prepay' ? 'postpay' : 'prepay';
  const plan: ProductTypeTransfer | undefined = dry.data;
  const unpaid = plan && !plan.allowed ? plan.unpaidCents : unpaidOf(dry.error ?? real.error);

  function check() {
    real.reset();
    dry.mutate(to);
  }

  function transfer() {
    real.mutate(
      to,
      {
        onSuccess: () => {
          dry.reset();
          // "a product type transfer invalidates `all`"
          void forget(queryKeys.all);
          router.refresh();
        },
      },
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="payment-type">
      <h2 id="payment-type">{t('title')}</h2>
      <p>{t('now', { kind: t(kind) })}</p>
      {real.isSuccess ? (
        <Alert tone="success" title={t('done')}>
          <p>{t('doneBody', { kind: t(real.data.to) })}</p>
          <p>
            <Link href="/profile/all-plans">{t('choosePlan')}</Link>
          </p>
        </Alert>
      ) : (
        <>
          {!plan && (
            <div>
              <Button variant="secondary" busy={dry.isPending} onClick={check}>
                {t(to === 'postpay' ? 'toPostpay' : 'toPrepay')}
              </Button>
            </div>
          )}
          {unpaid !== null ? (
            <Alert tone="error">
              <p>{t('unpaid')}</p>
              {unpaid > 0 && <p>{t('owing', { amount: formatCents(unpaid) })}</p>}
              <p>
                <Link href="/profile/pay-bill">{t('payBill')}</Link>
              </p>
            </Alert>
          ) : (
            (dry.isError || real.isError) && (
              <Alert tone="error">
                <p>{errorText(dry.error ?? real.error)}</p>
              </Alert>
            )
          )}
          {plan?.allowed && (
            <div className={styles.confirm} role="group" aria-labelledby="payment-type-what">
              <h3 id="payment-type-what">{t('whatHappens')}</h3>
              <ul className={styles.terms}>
                <li>{t('changes', { from: t(plan.from), to: t(plan.to) })}</li>
                <li>{t('planEnds')}</li>
                <li>{t('newPlan', { kind: t(plan.to) })}</li>
              </ul>
              <div className={styles.actions}>
                <Button busy={real.isPending} onClick={transfer}>
                  {t('confirm', { kind: t(plan.to) })}
                </Button>
                <Button variant="secondary" disabled={real.isPending} onClick={() => dry.reset()}>
                  {t('cancel')}
                </Button>
              </div>
            </div>
          )}
        </>
      )}
    </section>
  );
}
