import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatDate } from '@/components/format/format-date';
import { Badge } from '@/components/ui/badge';
import { PageHeading } from '@/components/ui/page-heading';
import { linkOpens, type ScreenContext } from '@/lib/profile/rules';
import { offers as readOffers } from '@/lib/rewards/calls';
import styles from '@/components/rewards/rewards.module.css';
import { Unavailable } from '@/components/rewards/unavailable';
import { firstView } from '../../../_lib/first-view';

const TABS = [
  { id: 'your-offers', href: '/profile/offers/your-offers', label: 'yourOffers' },
  { id: 'all-offers', href: '/profile/offers/all-offers', label: 'allOffers' },
] as const;

/** offers (your-offers, all-offers): the two tabs and the chosen list; each offer links to where it is taken up. */
export async function OfferList({ tab, ctx }: { tab: 'your-offers' | 'all-offers'; ctx: ScreenContext }) {
  const here = `/profile/offers/${tab}`;
  const [data, t, tn, locale] = await Promise.all([firstView(here, readOffers), getTranslations('rewards.offers'), getTranslations('profile.nav.screens'), getLocale()]);
  const result = data ?? null;
  const list = result ? (tab === 'your-offers' ? result.yourOffers : result.allOffers) : [];
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <nav aria-label={t('tabs')}>
        <ul className={styles.tabs}>
          {TABS.map((x) => (
            <li key={x.id}>
              <Link href={x.href} aria-current={x.id === tab ? 'page' : undefined}>{tn(x.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2>{tn(tab === 'your-offers' ? 'yourOffers' : 'allOffers')}</h2>
      {result === null && <Unavailable text={t('unavailable')} href={here} />}
      {result && list.length === 0 && (
        <p>
          {t('empty')} <Link href="/profile/offers/all-offers">{t('seeAll')}</Link>
        </p>
      )}
      {list.length > 0 && (
        <ul className={styles.cards}>
          {list.map((o) => (
            <li key={o.uuid} className={styles.card}>
              <h3>{o.title}</h3>
              {tab === 'all-offers' && o.forYou && <p className={styles.tag}><Badge tone="brand">{t('forYou')}</Badge></p>}
              <p><strong>{o.benefit}</strong></p>
              <p>{o.description}</p>
              <p className={styles.muted}>{t('ends', { date: formatDate(Date.parse(o.endsAt), locale) })}</p>
              {/* Only where it opens for this customer (a fibre offer's account screen is not-found to a mobile-only one). */}
              {linkOpens(o.link, ctx) && <p><Link href={o.link} aria-label={t('seeLabel', { title: o.title })}>{t('see')}</Link></p>}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
