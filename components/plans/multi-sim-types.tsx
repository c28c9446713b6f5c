import { getTranslations } from 'next-intl/server';
import { formatCents } from '@/components/format/format-money';
import { COMPANION_GROUP_MAX, COMPANION_LOWER_PRICE_FROM } from '@/lib/flags/constants';
import { companionPriceCents, MULTI_SIM_TYPES } from '@/lib/catalog/rules';
import styles from './multi-sim-types.module.css';

/** "Multi-SIM types: family (minimum 2 SIMs, grouped, master billing), solo (minimum 1), companion (minimum 2, grouped), simple (minimum 1)." */
export async function MultiSimTypes() {
  const t = await getTranslations('plans.multi');
  const companion = {
    under: formatCents(companionPriceCents(COMPANION_LOWER_PRICE_FROM - 1)),
    over: formatCents(companionPriceCents(COMPANION_LOWER_PRICE_FROM)),
    max: COMPANION_GROUP_MAX,
  };
  return (
    <section className={styles.types} aria-labelledby="multi-types-heading">
      <h2 id="multi-types-heading">{t('typesHeading')}</h2>
      <ul className={styles.list}>
        {MULTI_SIM_TYPES.map((m) => (
          <li key={m.type} className={styles.type}>
            <h3>{t(`types.${m.type}.title`)}</h3>
            <p>{t(`types.${m.type}.body`, { min: m.minSims, ...companion })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
