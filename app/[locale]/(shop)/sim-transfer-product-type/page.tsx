import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/shop/shop-page.module.css';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button-link';
import { resolveFlags, routeGateOpen } from '@/lib/flags';
import { publicPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'shop.transfer' });
  return publicPageMetadata({ path: '/sim-transfer-product-type', locale, title: t('title'), description: t('description') });
}

/**
 * "sim-transfer-product-type": keep the SIM and the number, change how you pay (prepay ↔
 * postpay, spec §4 "Product type transfer": "Unpaid debt must be paid before a product type
 * transfer"). The change itself needs a product, so it happens signed in, under the profile's
 * plans; a visitor is offered sign-in that comes back to the profile's plans. Static: the
 * signed-in or signed-out link shows from the hint on <html>, as in the header.
 */
export default async function SimTransferProductTypePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (!routeGateOpen('simPurchase', resolveFlags(process.env))) notFound();
  const t = await getTranslations('shop.transfer');
  return (
    <div className={styles.page}>
      <h1>{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <section className={styles.card} aria-labelledby="transfer-steps">
        <h2 id="transfer-steps">{t('stepsHeading')}</h2>
        <ol className={styles.steps}>
          <li>{t('step1')}</li>
          <li>{t('step2')}</li>
          <li>{t('step3')}</li>
        </ol>
      </section>
      <Alert tone="info" live="off">
        {t('debt')}
      </Alert>
      <p className={styles.links}>
        <span data-when="signed-in">
          <ButtonLink href="/profile/plans">{t('signedIn')}</ButtonLink>
        </span>
        <span data-when="signed-out">
          <ButtonLink href={`/sign-in?redirect=${encodeURIComponent('/profile/plans')}`}>{t('signIn')}</ButtonLink>
        </span>
        <Link href="/plans">{t('compare')}</Link>
        <Link href="/sim-select-product">{t('newSim')}</Link>
      </p>
    </div>
  );
}
