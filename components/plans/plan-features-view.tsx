import type { PlanView, Phrase, UsageView } from '@/lib/catalog/types';
import styles from './plan-features.module.css';

/** The words of the `plans.card` namespace and the plan phrases, from the server's or the client's translator. */
export type PlanWords = { t: (key: 'data' | 'calls' | 'texts' | 'pictureMessages' | 'internationalMinutes' | 'hotspot' | 'noHotspot') => string; say: (p: Phrase) => string };

type ViewProps = PlanWords & {
  plan: PlanView;
  /** The detail page also names what a plan lacks (no hotspot) and its picture messages. */
  detailed?: boolean;
  /** Add-ons show their allowances only. */
  extras?: boolean;
};

/** The plan display rules drawn with the given words: a plain component, rendered on the server and in the browser alike. */
export function PlanFeaturesView({ plan, detailed = false, extras = true, t, say }: ViewProps) {
  const rows: Array<[string, UsageView | null]> = [
    [t('data'), plan.data],
    [t('calls'), plan.voice],
    [t('texts'), plan.sms],
    [t('pictureMessages'), detailed ? plan.mms : null],
    [t('internationalMinutes'), plan.internationalMinutes],
  ];
  const usage = rows.filter((r): r is [string, UsageView] => r[1] !== null);
  const lines = extras
    ? [
        plan.period && <li key="period" className="sentence">{say(plan.period.kindLabel)}</li>,
        plan.hotspot ? <li key="hotspot">{t('hotspot')}</li> : detailed && <li key="hotspot" className={styles.lacks}>{t('noHotspot')}</li>,
        <li key="speed">{say(plan.speed)}</li>,
        plan.throttle && <li key="throttle">{say(plan.throttle)}</li>,
        plan.maxSpeed && <li key="maxSpeed">{say(plan.maxSpeed)}</li>,
        plan.rollover && <li key="rollover" className={plan.rollover.included ? undefined : styles.lacks}>{say(plan.rollover.phrase)}</li>,
      ].filter(Boolean)
    : [];
  return (
    <div className={styles.features}>
      {usage.length > 0 && (
        <dl className={styles.usage}>
          {usage.map(([label, u]) => (
            <div key={label} className={styles.row}>
              <dt>{label}</dt>
              <dd>{say(u.phrase)}</dd>
            </div>
          ))}
        </dl>
      )}
      {lines.length > 0 && <ul className={styles.extras}>{lines}</ul>}
    </div>
  );
}
