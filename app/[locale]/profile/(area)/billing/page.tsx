import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PageHeading } from '@/components/ui/page-heading';
import styles from '../account/_components/documents.module.css';
import { requireScreen } from '../../_lib/require-screen';
import { BalanceSection, SpendSection } from './_components/billing-sections';
import { CycleSection } from './_components/cycle-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('billing');
  return { title: t('title') };
}

/**
 * billing ("Postpay-only pages: billing, pay-bill"): the balance and bill periods, twelve months
 * of spend as a chart, and, with the billingCycle flag, the billing cycle. Each section loads
 * and fails on its own.
 */
export default async function BillingPage() {
  const { flags } = await requireScreen('billing');
  const t = await getTranslations('billing');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ClientMessages namespaces={['billing', 'spend']}>
        <div className={styles.stack}>
          <BalanceSection invoicesOn={flags.invoices} />
          <SpendSection />
          {flags.billingCycle && <CycleSection />}
        </div>
      </ClientMessages>
    </>
  );
}
