'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { QuerySection } from '@/components/ui/section-state';
import type { SimState, SimStatusView } from '@/lib/sim/types';
import { ActionsLostStolen } from './actions-lost-stolen';
import { useSimStatus } from './actions-queries';
import { SimStateLine } from './actions-state-line';
import styles from './actions.module.css';

/** One child screen of sim-card-actions whose flags are on here ('disable-sim' and 'enable-sim' both, when on). */
export type ActionLink = { id: string; href: string; label: string };

/** Which of disable and enable fits the SIM's state; neither while the state is unknown. */
function fits(link: ActionLink, state: SimState | undefined): boolean {
  if (link.id === 'disable-sim') return state === 'enabled';
  if (link.id === 'enable-sim') return state === 'disabled';
  return true;
}

type Props = {
  /** The server's first view of the SIM's state. */
  initial?: SimStatusView;
  links: ActionLink[];
  /** Disable and enable are switched on: the lost-or-stolen path is offered while the SIM works. */
  lostOrStolen: boolean;
};

/**
 * The SIM card actions overview (docs/sim-contract.md §4): the SIM's state, the links to the
 * actions this deployment offers ('Disable SIM' while it works, 'Enable SIM' while it is
 * blocked) and the lost-or-stolen section. A block made here shows at once in the state and links.
 */
export function ActionsOverview({ initial, links, lostOrStolen }: Props) {
  const t = useTranslations('simActions');
  const status = useSimStatus(initial);
  const state = status.data?.state;
  return (
    <div className={styles.stack}>
      <section className={styles.panel} aria-labelledby="sim-state-heading">
        <h2 id="sim-state-heading">{t('state.heading')}</h2>
        <QuerySection query={status} title={t('state.heading')} rows={1}>
          {(view) => <SimStateLine state={view.state} />}
        </QuerySection>
      </section>
      <section aria-labelledby="sim-links-heading" className={styles.linksSection}>
        <h2 id="sim-links-heading">{t('linksHeading')}</h2>
        <ul className={styles.links}>
          {links
            .filter((l) => fits(l, state))
            .map((l) => (
              <li key={l.id}>
                <Link href={l.href}>{l.label}</Link>
              </li>
            ))}
        </ul>
      </section>
      {lostOrStolen && state !== undefined && <ActionsLostStolen working={state === 'enabled'} />}
    </div>
  );
}
