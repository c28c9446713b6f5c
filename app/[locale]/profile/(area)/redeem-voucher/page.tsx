import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PageHeading } from '@/components/ui/page-heading';
import styles from '@/components/billing/pay-page.module.css';
import { requireScreen } from '../../_lib/require-screen';
import { VoucherRedeem } from './_components/voucher-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('voucher');
  return { title: t('title') };
}

/** redeem-voucher ("needs an activated account type and the voucher flag"): check a 13-digit code, then redeem it. */
export default async function RedeemVoucherPage() {
  await requireScreen('redeem-voucher');
  const t = await getTranslations('voucher');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ClientMessages namespaces={['voucher', 'validation']}>
        <div className={styles.page}>
          <VoucherRedeem />
        </div>
      </ClientMessages>
    </>
  );
}
