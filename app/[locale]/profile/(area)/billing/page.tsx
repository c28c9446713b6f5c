import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PageHeading } from '@/components/ui/page-heading';
import { balances, billingCycle, spend } from '@/lib/billing/money-calls';
import styles from '../account/_components/documents.module.css';
import { firstView } from '../../_lib/first-view';
import { requireScreen } from '../../_lib/require-screen';
import { BalanceSection, SpendSection } from './_components/billing-sections';
import { CycleSection } from './_components/cycle-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('billing');
  return { title: t('title') };
}

/**
 * billing ("Postpay-only pages: billing, pay-bill"): the balance and bill periods, twelve months
 * of spend as a chart, and, with the billingCycle flag, the billing cycle. The server renders
 * each section's first view; each loads and fails on its own (Try again).
 */
export default async function BillingPage() {
  const { flags } = await requireScreen('billing');
  const here = '/profile/billing';
  const [balance, months, cycle] = await Promise.all([
    firstView(here, balances),
    firstView(here, spend),
    flags.billingCycle ? firstView(here, billingCycle) : undefined,
  ]);
  const t = await getTranslations('billing');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ClientMessages namespaces={['billing', 'spend']}>
        <div className={styles.stack}>
          <BalanceSection invoicesOn={flags.invoices} initial={balance} />
          <SpendSection initial={months} />
          {flags.billingCycle && <CycleSection initial={cycle} />}
        </div>
      </ClientMessages>
    </>
  );
}
