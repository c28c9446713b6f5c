import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PageHeading } from '@/components/ui/page-heading';
import { balances } from '@/lib/billing/money-calls';
import { billToAccount } from '@/lib/customer/calls';
import { getPaymentsConfig } from '@/lib/payments/config';
import { screenById, screenGate } from '@/lib/profile/rules';
import styles from '@/components/billing/pay-page.module.css';
import { firstView } from '../../_lib/first-view';
import { requireScreen, screenContext } from '../../_lib/require-screen';
import { PayBill } from './_components/pay-bill-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('payBill');
  return { title: t('title') };
}

/**
 * pay-bill (postpay): `?amount=custom` (/link/custom-amount) opens on another amount; /link/full-amount
 * on the full one. The server renders the amount due's first view (the browser reads it when it could not).
 */
export default async function PayBillPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const data = await requireScreen('pay-bill');
  const custom = (await searchParams).amount === 'custom';
  const receipts = screenGate(screenById('receipts')!, screenContext(data)) === 'ok';
  const here = `/profile/pay-bill${custom ? '?amount=custom' : ''}`;
  const [balance, billTo] = await Promise.all([firstView(here, balances), firstView(here, (rc) => billToAccount(rc))]);
  const t = await getTranslations('payBill');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ClientMessages namespaces={['payBill', 'paymentStep', 'validation']}>
        <div className={styles.page}>
          <PayBill custom={custom} payments={getPaymentsConfig()} billTo={billTo ?? null} receipts={receipts} initial={balance} />
        </div>
      </ClientMessages>
    </>
  );
}
