import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PageHeading } from '@/components/ui/page-heading';
import styles from '@/components/billing/pay-page.module.css';
import { requireScreen } from '../../_lib/require-screen';
import { PromoRedeem } from './_components/promo-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('promoCode');
  return { title: t('title') };
}

/** redeem-promo-code (flag, off as shipped; an activated account type): apply a promo code. */
export default async function RedeemPromoCodePage() {
  await requireScreen('redeem-promo-code');
  const t = await getTranslations('promoCode');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ClientMessages namespaces={['promoCode', 'validation']}>
        <div className={styles.page}>
          <PromoRedeem />
        </div>
      </ClientMessages>
    </>
  );
}
