import { getLocale, getTranslations } from 'next-intl/server';
import { formatDate } from '@/components/format/format-date';
import type { Redemption } from '@/lib/rewards/types';
import styles from './rewards.module.css';

/** The customer's redeemed rewards: their own now, with the code (or "Added to your account") and the date to use them by. */
export async function RedeemedList({ redeemed }: { redeemed: Redemption[] }) {
  const [t, locale] = await Promise.all([getTranslations('rewards.bonuses'), getLocale()]);
  return (
    <section className={styles.section} aria-labelledby="redeemed-heading">
      <h2 id="redeemed-heading">{t('redeemedHeading')}</h2>
      {redeemed.length === 0 ? (
        <p className={styles.muted}>{t('redeemedEmpty')}</p>
      ) : (
        <ul className={styles.cards}>
          {redeemed.map((r) => (
            <li key={r.uuid} className={styles.card}>
              <h3>{r.title}</h3>
              <dl className={styles.facts}>
                <dt>{t('code')}</dt>
                <dd><strong>{r.code}</strong></dd>
                <dt>{t('value')}</dt>
                <dd>{r.value}</dd>
              </dl>
              {r.onAccount && <p>{t('onAccount')}</p>}
              <p className={styles.muted}>
                {t('redeemedOn', { date: formatDate(Date.parse(r.redeemedAt), locale) })} · {t('useBy', { date: formatDate(Date.parse(r.expiresAt), locale) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
