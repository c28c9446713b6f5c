import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { loadSimOptions } from '../../(shop)/_lib/load-sim-options';
import { TrackViewItem } from '@/components/analytics/track-view-item';
import { simBySlug, simOptions } from '@/components/shop/sim-options';
import { SimPrice } from '@/components/shop/sim-price';
import styles from '@/components/shop/shop-page.module.css';
import { ButtonLink } from '@/components/ui/button-link';
import { appStage, eshopStageRule, resolveFlags } from '@/lib/flags';
import { publicPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string; slug: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const sim = simBySlug(simOptions(resolveFlags(process.env)), slug);
  const t = await getTranslations({ locale, namespace: 'shop' });
  if (!sim) return { title: t('eshop.title') };
  return publicPageMetadata({ path: `/eshop/${slug}`, locale, title: t(`simType.${sim.simType}`), description: t(`simTypeBody.${sim.simType}`), index: false });
}

/** ":slug product (not-found in production)": elsewhere the page of one SIM item (esim, sim-card, fwa-sim). */
export default async function EshopProductPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  if (eshopStageRule('product', appStage(process.env)) !== 'open') notFound();
  const sim = simBySlug(await loadSimOptions(resolveFlags(process.env)), slug);
  if (!sim) notFound();
  const t = await getTranslations('shop');
  return (
    <div className={styles.page}>
      <TrackViewItem id={sim.simType} name={t(`simType.${sim.simType}`)} priceCents={sim.priceCents} />
      <h1>{t(`simType.${sim.simType}`)}</h1>
      <section className={styles.card} aria-label={t(`simType.${sim.simType}`)}>
        <p>{t(`simTypeBody.${sim.simType}`)}</p>
        <SimPrice sim={sim} />
        <ButtonLink href={`/sim-purchase?sim=${sim.simType}`} prefetch={false}>
          {t('eshop.choosePlan')}
        </ButtonLink>
      </section>
      <p className={styles.links}>
        <Link href="/eshop">{t('eshop.allSims')}</Link>
      </p>
    </div>
  );
}
