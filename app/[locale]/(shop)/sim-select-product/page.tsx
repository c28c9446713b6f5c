import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { simOptions } from '@/components/shop/sim-options';
import { SimPrice } from '@/components/shop/sim-price';
import styles from '@/components/shop/shop-page.module.css';
import { ButtonLink } from '@/components/ui/button-link';
import { resolveFlags, routeGateOpen } from '@/lib/flags';
import { publicPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'shop.select' });
  return publicPageMetadata({ path: '/sim-select-product', locale, title: t('title'), description: t('description') });
}

/**
 * "sim-select-product" ("SIM purchase: choose SIM type"): the SIM types on offer, each going
 * on to the plan choice of /sim-purchase with that type chosen. Static; the gate (SIM
 * purchasing, not a remote key) is read here at build and by proxy.ts on each request.
 */
export default async function SimSelectProductPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const flags = resolveFlags(process.env);
  if (!routeGateOpen('simPurchase', flags)) notFound();
  const t = await getTranslations('shop');
  return (
    <div className={styles.page}>
      <h1>{t('select.heading')}</h1>
      <p className={styles.intro}>{t('select.intro')}</p>
      <ul className={styles.cards}>
        {simOptions(flags).map((sim) => (
          <li key={sim.simType} className={styles.card}>
            <h2 id={`sim-${sim.simType}`}>{t(`simType.${sim.simType}`)}</h2>
            <p>{t(`simTypeBody.${sim.simType}`)}</p>
            <SimPrice sim={sim} />
            <ButtonLink href={`/sim-purchase?sim=${sim.simType}`} prefetch={false} fullWidth aria-describedby={`sim-${sim.simType}`}>
              {t('select.choose')}
            </ButtonLink>
          </li>
        ))}
      </ul>
      <p className={styles.links}>
        <Link href="/sim-transfer-product-type">{t('select.transfer')}</Link>
        {routeGateOpen('simsMultiPlans', flags) && <Link href="/sims-multi-plans">{t('select.multi')}</Link>}
      </p>
    </div>
  );
}
