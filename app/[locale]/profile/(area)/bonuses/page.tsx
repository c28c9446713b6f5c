import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { BonusFacts } from '@/components/rewards/bonus-facts';
import { PointsTotal } from '@/components/rewards/points-total';
import { RedeemedList } from '@/components/rewards/redeemed-list';
import styles from '@/components/rewards/rewards.module.css';
import { Unavailable } from '@/components/rewards/unavailable';
import { PageHeading } from '@/components/ui/page-heading';
import { bonusList } from '@/lib/rewards/calls';
import { firstView } from '../../_lib/first-view';
import { requireScreen } from '../../_lib/require-screen';

const HERE = '/profile/bonuses';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('rewards.bonuses');
  return { title: t('title') };
}

/**
 * bonuses ("Bonuses: bonuses (rewards and gifts)"): the points total, then your-rewards and
 * other-gifts, each by group, with cost, value and validity; then the rewards already redeemed.
 */
export default async function BonusesPage() {
  await requireScreen('bonuses');
  const [data, t] = await Promise.all([firstView(HERE, bonusList), getTranslations('rewards.bonuses')]);
  const list = data ?? null;
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      {list === null ? (
        <Unavailable text={t('unavailable')} href={HERE} />
      ) : (
        <>
          <PointsTotal total={list.total} note />
          {list.sections.map((section) => (
            <section key={section.category} className={styles.section} aria-labelledby={`category-${section.category}`}>
              <h2 id={`category-${section.category}`}>{t(`categories.${section.category}`)}</h2>
              {section.groups.length === 0 && <p className={styles.muted}>{t('empty')}</p>}
              {section.groups.map((g) => (
                <div key={g.group} className={styles.group}>
                  <h3>{t(`groups.${g.group}`)}</h3>
                  <ul className={styles.cards}>
                    {g.bonuses.map((b) => (
                      <li key={b.uuid} className={styles.card}>
                        <h4><Link href={`${HERE}/${encodeURIComponent(b.uuid)}`}>{b.title}</Link></h4>
                        <p>{b.description}</p>
                        <BonusFacts bonus={b} />
                        {!b.affordable && <p className={styles.short}>{t('short', { points: b.shortPoints })}</p>}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          ))}
          <RedeemedList redeemed={list.redeemed} />
        </>
      )}
    </>
  );
}
