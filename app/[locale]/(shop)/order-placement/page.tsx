import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/shop/shop-page.module.css';
import { ButtonLink } from '@/components/ui/button-link';
import { getFlags } from '@/lib/config/calls';
import { orderPlacementAllowed, routeGateOpen } from '@/lib/flags';
import { publicPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

// The modules it depends on are remote-config keys: decided per request.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'shop.orderPlacement' });
  return { ...publicPageMetadata({ path: '/order-placement', locale, title: t('title'), description: t('description') }), robots: { index: false } };
}

/**
 * "order-placement (flag-gated, otherwise redirects to sign-up)"; "Order placement is allowed
 * only if its flag is true, yes or 1 and broadband, fixed wireless or SIM purchasing is
 * enabled." (portal-shop-onboarding.md §2, §5). Where an order starts: each kind on offer.
 */
export default async function OrderPlacementPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const flags = await getFlags();
  if (!orderPlacementAllowed(flags)) redirect('/sign-up');
  const t = await getTranslations('shop.orderPlacement');
  const broadband = routeGateOpen('broadband', flags);
  return (
    <div className={styles.page}>
      <h1>{t('heading')}</h1>
      <ul className={styles.cards}>
        {flags.simPurchasing && (
          <li className={styles.card}>
            <h2 id="order-mobile">{t('mobile')}</h2>
            <p>{t('mobileBody')}</p>
            <ButtonLink href="/sim-select-product" prefetch={false} fullWidth aria-describedby="order-mobile">{t('mobileCta')}</ButtonLink>
          </li>
        )}
        {broadband && (
          <li className={styles.card}>
            <h2 id="order-broadband">{t('broadband')}</h2>
            <p>{t('broadbandBody')}</p>
            <ButtonLink href="/broadband" prefetch={false} fullWidth aria-describedby="order-broadband">{t('broadbandCta')}</ButtonLink>
          </li>
        )}
      </ul>
    </div>
  );
}
