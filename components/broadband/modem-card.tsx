import { getTranslations } from 'next-intl/server';
import { formatCents } from '@/components/format/format-money';
import featureStyles from '@/components/plans/plan-features.module.css';
import type { ModemView } from '@/lib/broadband/types';
import { speedLabel } from '@/lib/catalog/values';
import styles from './broadband-page.module.css';

/** The attributes a customer reads, in this order; others the e-shop may send are not shown. */
const SHOWN = ['WiFi', 'Ports', 'Colour'] as const;

/** One modem of the e-shop: name, top speed, what it has, and its one-off price. */
export async function ModemCard({ modem }: { modem: ModemView }) {
  const t = await getTranslations('broadband.package');
  const shown = SHOWN.filter((name) => modem.attributes[name]);
  return (
    <article className={styles.modem} aria-labelledby={`modem-${modem.uuid}`}>
      <h3 id={`modem-${modem.uuid}`}>{modem.name}</h3>
      {modem.maxSpeedBps && <p className={featureStyles.lead}>{t('maxSpeed', { speed: speedLabel(modem.maxSpeedBps) })}</p>}
      {modem.description && <p>{modem.description}</p>}
      {shown.length > 0 && (
        <dl className={featureStyles.usage}>
          {shown.map((name) => (
            <div key={name} className={featureStyles.row}>
              <dt>{t(`attributes.${name}`)}</dt>
              <dd>{modem.attributes[name]}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className={featureStyles.lead}>{t('oneOff', { price: formatCents(modem.priceCents) })}</p>
    </article>
  );
}
