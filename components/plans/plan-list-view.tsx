import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { PlanGroup } from '@/lib/catalog/public';
import { PlanCarousel } from './plan-carousel';
import styles from './plan-list-view.module.css';

type Props = {
  heading: string;
  intro: ReactNode;
  groups: readonly PlanGroup[];
  /** '/plans' or '/sims-multi-plans'. */
  base: string;
  /** Above the plans, e.g. the multi-SIM types. */
  children?: ReactNode;
};

/**
 * A plan list page: the heading, links to each kind's section (plain anchors, no JavaScript),
 * and one carousel per kind (prepay, pay as you go, postpay, as availablePlans allows).
 */
export async function PlanListView({ heading, intro, groups, base, children }: Props) {
  const t = await getTranslations('plans');
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{heading}</h1>
        <div className={styles.intro}>{intro}</div>
        {groups.length > 1 && (
          <nav aria-label={t('kindsLabel')}>
            <ul className={styles.kinds}>
              {groups.map((g) => (
                <li key={g.kind}>
                  <a href={`#${g.kind}`} className={styles.kind}>
                    {t(`kinds.${g.kind}.title`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      {children}
      {groups.length === 0 && <p className={styles.empty}>{t('empty')}</p>}
      {groups.map((g) => (
        <section key={g.kind} id={g.kind} className={styles.section} aria-labelledby={`${g.kind}-heading`}>
          <div className={styles.sectionHead}>
            <h2 id={`${g.kind}-heading`}>{t(`kinds.${g.kind}.title`)}</h2>
            <p>{t(`kinds.${g.kind}.lead`)}</p>
          </div>
          <PlanCarousel id={`${g.kind}-plans`} labelledBy={`${g.kind}-heading`} plans={g.plans} base={base} />
        </section>
      ))}
    </div>
  );
}
