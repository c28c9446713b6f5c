import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/shop/shop-page.module.css';
import { ButtonLink } from '@/components/ui/button-link';
import { appStage, eshopStageRule } from '@/lib/flags';
import { publicPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'shop.eshop' });
  return publicPageMetadata({ path: '/eshop/checkout-landing', locale, title: t('landingTitle'), description: t('landingBody'), index: false });
}

/** "checkout-landing (not-found in production)": elsewhere a short step before checkout. */
export default async function CheckoutLandingPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (eshopStageRule('checkout-landing', appStage(process.env)) !== 'open') notFound();
  const t = await getTranslations('shop.eshop');
  return (
    <div className={styles.page}>
      <h1>{t('landingTitle')}</h1>
      <p className={styles.intro}>{t('landingBody')}</p>
      <p className={styles.links}>
        <ButtonLink href="/eshop/checkout" prefetch={false}>
          {t('goCheckout')}
        </ButtonLink>
        <ButtonLink href="/plans" variant="secondary">
          {t('keepShopping')}
        </ButtonLink>
      </p>
    </div>
  );
}
