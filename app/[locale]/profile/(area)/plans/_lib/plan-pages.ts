import 'server-only';
import { screenById, screenGate } from '@/lib/profile/rules';
import { screenContext, type ScreenData } from '../../../_lib/require-screen';

/** The message namespaces the plan pages' client components read. */
export const PLAN_PAGE_NAMESPACES = ['yourPlan', 'allPlans', 'planChange', 'addons', 'productType', 'plans', 'planRules', 'paymentStep', 'topUp'] as const;

/** "'Insufficient funds' and 'Not enough balance' … offer to top up": only where this customer may open the top-up screen. */
export function topUpAllowed(data: ScreenData): boolean {
  const topUp = screenById('top-up');
  return topUp !== undefined && screenGate(topUp, screenContext(data)) === 'ok';
}

/** The current product's payment kind for the product type transfer ('payg' transfers as prepay), or null. */
export function transferKind(data: ScreenData): 'prepay' | 'postpay' | null {
  const p = data.account.current;
  if (!p || p.paymentKind === 'unknown') return null;
  return p.paymentKind;
}
