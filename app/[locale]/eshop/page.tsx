import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { loadSimOptions } from '../(shop)/_lib/load-sim-options';
import { SimPrice } from '@/components/shop/sim-price';
import styles from '@/components/shop/shop-page.module.css';
import { ButtonLink } from '@/components/ui/button-link';
import { appStage, eshopStageRule, resolveFlags } from '@/lib/flags';
import { publicPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

/** The stage is the running server's (APP_STAGE, NODE_ENV, SANDBOX_URL), so decided per request. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'shop.eshop' });
  return publicPageMetadata({ path: '/eshop', locale, title: t('title'), description: t('description'), index: false });
}

/** E-shop home: "home (in production redirects to checkout)"; elsewhere the SIMs on offer. */
export default async function EshopHomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const verdict = eshopStageRule('home', appStage(process.env));
  if (verdict === 'redirect-checkout') redirect('/eshop/checkout');
  if (verdict === 'not-found') notFound();
  const [t, sims] = await Promise.all([getTranslations('shop'), loadSimOptions(resolveFlags(process.env))]);
  return (
    <div className={styles.page}>
      <h1>{t('eshop.heading')}</h1>
      <p className={styles.intro}>{t('eshop.intro')}</p>
      <ul className={styles.cards}>
        {sims.map((sim) => (
          <li key={sim.simType} className={styles.card}>
            <h2>{t(`simType.${sim.simType}`)}</h2>
            <p>{t(`simTypeBody.${sim.simType}`)}</p>
            <SimPrice sim={sim} />
            <ButtonLink href={`/eshop/${sim.slug}`} variant="secondary" fullWidth>
              {t('eshop.view', { name: t(`simType.${sim.simType}`) })}
            </ButtonLink>
          </li>
        ))}
      </ul>
      <p className={styles.links}>
        <Link href="/plans">{t('eshop.plans')}</Link>
      </p>
    </div>
  );
}
