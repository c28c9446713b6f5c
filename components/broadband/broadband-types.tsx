import { getTranslations } from 'next-intl/server';
import type { BroadbandPlanType } from '@/lib/catalog/types';
import { getPlanText } from '@/components/plans/plan-text';
import styles from './broadband-types.module.css';

type Props = {
  types: readonly BroadbandPlanType[];
  /** The heading level of each type's title: the page's h1 on /ufb, h2 under /broadband's own h1. */
  level: 1 | 2;
};

/**
 * "Broadband plan type list has only one type, with title, dropdown title, lead text and four
 * bullets". With two types or more a native disclosure lists them as links to their blocks
 * (no JavaScript, and the page stays static); with one, its dropdown title labels the block.
 */
export async function BroadbandTypes({ types, level }: Props) {
  const [t, say] = await Promise.all([getTranslations('broadband'), getPlanText()]);
  const Title = level === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.types}>
      {types.length > 1 && (
        <details className={styles.dropdown}>
          <summary>{t('typeLabel')}</summary>
          <ul>
            {types.map((bt) => (
              <li key={bt.type}>
                <a href={`#type-${bt.type}`}>{say(bt.dropdownTitle)}</a>
              </li>
            ))}
          </ul>
        </details>
      )}
      {types.map((bt) => (
        <section key={bt.type} id={`type-${bt.type}`} className={styles.type} aria-labelledby={`type-${bt.type}-title`}>
          <p className={styles.eyebrow}>
            <span className="visually-hidden">{t('typeLabel')}: </span>
            {say(bt.dropdownTitle)}
          </p>
          <Title id={`type-${bt.type}-title`} className={styles.title}>
            {say(bt.title)}
          </Title>
          <p className={styles.lead}>{say(bt.lead)}</p>
          <ul className={styles.bullets}>
            {bt.bullets.map((b) => (
              <li key={b.key}>{say(b)}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
