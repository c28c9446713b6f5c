import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { dollarsToCents } from '@/components/billing/money-forms';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PageHeading } from '@/components/ui/page-heading';
import { autoTopUp, balances } from '@/lib/billing/money-calls';
import { billToAccount } from '@/lib/customer/calls';
import { getPaymentsConfig } from '@/lib/payments/config';
import styles from '@/components/billing/pay-page.module.css';
import { firstView } from '../../_lib/first-view';
import { requireScreen } from '../../_lib/require-screen';
import { AutoTopUpSection } from './_components/auto-top-up';
import { TopUp } from './_components/top-up-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('topUp');
  return { title: t('title') };
}

/** `?amount=12.50` fills the amount in (a top-up offer's link); anything that is not an amount is ignored. */
function prefill(amount: string | string[] | undefined): string {
  return typeof amount === 'string' && dollarsToCents(amount) !== null ? amount.trim().replace(/^\$\s*/, '') : '';
}

/**
 * top-up (prepay, activated, not hidden by hidePrepayTopUp): a top-up through the payment step,
 * and auto top-up. The server renders the credit's and auto top-up's first views; each fails on its own.
 */
export default async function TopUpPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireScreen('top-up');
  const initialAmount = prefill((await searchParams).amount);
  const [balance, auto, billTo] = await Promise.all([firstView('/profile/top-up', balances), firstView('/profile/top-up', autoTopUp), firstView('/profile/top-up', (rc) => billToAccount(rc))]);
  const t = await getTranslations('topUp');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ClientMessages namespaces={['topUp', 'autoTopUp', 'paymentStep', 'validation']}>
        <div className={styles.page}>
          <TopUp initialAmount={initialAmount} payments={getPaymentsConfig()} billTo={billTo ?? null} initialBalance={balance} />
          <AutoTopUpSection initial={auto} />
        </div>
      </ClientMessages>
    </>
  );
}
