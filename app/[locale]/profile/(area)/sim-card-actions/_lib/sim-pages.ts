import 'server-only';
import { getTranslations } from 'next-intl/server';
import { simStatus } from '@/lib/sim/calls';
import { screenById, screenGate } from '@/lib/profile/rules';
import type { ActionLink } from '@/components/sim/actions-overview';
import { getRequestContext } from '@/lib/upstream/request';
import { firstView } from '../../../_lib/first-view';
import { screenContext, type ScreenData } from '../../../_lib/require-screen';

/** The SIM card actions' children, in the order the overview lists them (docs/sim-contract.md §4). */
const CHILDREN = ['sim-details', 'sim-swap', 'disable-sim', 'enable-sim', 'phone-number-change', 'number-porting'] as const;

/**
 * The links of the overview: each child whose row is built and whose flags are on here, named by
 * its navigation label (the child's h1); number-porting as 'Bring your number to us'.
 */
export async function actionLinks(data: ScreenData): Promise<ActionLink[]> {
  const [tn, t] = await Promise.all([getTranslations('profile.nav.screens'), getTranslations('simActions')]);
  const ctx = screenContext(data);
  return CHILDREN.flatMap((id) => {
    const screen = screenById(id);
    if (!screen || screenGate(screen, ctx) !== 'ok') return [];
    return [{ id, href: screen.path, label: id === 'number-porting' ? t('bringNumber') : tn(screen.label) }];
  });
}

/** Only password sign-ins can re-enter a password for the second factor; social sign-ins use the emailed code. */
export async function passwordAllowed(): Promise<boolean> {
  const ctx = await getRequestContext();
  return (ctx.session.identityProvider ?? 'LOCAL') === 'LOCAL';
}

/** The SIM's state as the server's first view (none on an outage: the section asks again from the browser). */
export function statusFirstView(here: string) {
  return firstView(here, simStatus);
}
