import { getTranslations } from 'next-intl/server';
import type { PlanView } from '@/lib/catalog/types';
import { PlanFeaturesView } from './plan-features-view';
import { getPlanText } from './plan-text';

type Props = {
  plan: PlanView;
  /** The detail page also names what a plan lacks (no hotspot) and its picture messages. */
  detailed?: boolean;
  /** Add-ons show their allowances only. */
  extras?: boolean;
};

/**
 * Every display rule of a plan in one place ("Plan display rules"): the usage rows (data, calls,
 * texts, picture messages, international calls) and the extras (period kind, hotspot, speed,
 * throttle, maximum speed, rollover). Used by the plan cards and the plan detail page; the
 * account's client components draw the same rules with `PlanFeaturesView` (plan-features-view.tsx).
 */
export async function PlanFeatures(props: Props) {
  const [t, say] = await Promise.all([getTranslations('plans.card'), getPlanText()]);
  return <PlanFeaturesView {...props} t={t} say={say} />;
}
