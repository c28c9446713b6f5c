import { getLocale, getTranslations } from 'next-intl/server';
import { formatDate } from '@/components/format/format-date';
import { formatCents } from '@/components/format/format-money';
import { Badge } from '@/components/ui/badge';
import type { AddonView } from '@/lib/customer/types';
import styles from './addon-list.module.css';

/** A product's base plan first, then its add-ons, each with its price and when it renews or lapses. */
export async function AddonList({ addons }: { addons: AddonView[] }) {
  const [t, locale] = await Promise.all([getTranslations('profile.addons'), getLocale()]);
  if (addons.length === 0) return <p className={styles.empty}>{t('none')}</p>;
  const ordered = [...addons].sort((a, b) => Number(b.isBasePlan) - Number(a.isBasePlan));
  return (
    <ul className={styles.list}>
      {ordered.map((a) => (
        <li key={a.uuid} className={styles.item}>
          <div className={styles.main}>
            <Badge tone={a.isBasePlan ? 'brand' : 'neutral'}>{a.isBasePlan ? t('basePlan') : t('addon')}</Badge>
            <p className={styles.name}>{a.name}</p>
            <p className={styles.meta}>
              {a.expiresAt ? t(a.autoRenew ? 'renews' : 'expires', { date: formatDate(a.expiresAt, locale) }) : t('noExpiry')}
            </p>
          </div>
          {a.priceCents !== undefined && (
            <p className={styles.price}>
              <span className="visually-hidden">{t('price')}: </span>
              {formatCents(a.priceCents)}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
