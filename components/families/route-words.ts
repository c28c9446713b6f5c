import { useTranslations } from 'next-intl';
import { formatCents } from '@/components/format/format-money';
import type { BillingRouteView, SpendCycle } from '@/lib/families/types';

/** A route's limit and what is left of it, in the words of its cycle (docs/families-contract.md §4). */
export function useRouteWords() {
  const t = useTranslations('billingRoutes');
  const limitKey = { 0: 'limitTotal', 1: 'limitMonth', 2: 'limitWeek' } as const;
  const leftKey = { 0: 'leftTotal', 1: 'leftMonth', 2: 'leftWeek' } as const;
  return {
    /** 'Limit $50.00 a month' / 'a week' / 'in total'; 'No limit set' for 0. */
    limit(r: { spendLimit: number | null; spendCycle: SpendCycle | null }): string {
      if (!r.spendLimit) return t('noLimit');
      return t(limitKey[r.spendCycle ?? 0], { amount: formatCents(r.spendLimit) });
    },
    /** '$30.00 left of $50.00 this month'; null without a limit. */
    left(r: Pick<BillingRouteView, 'spendLimit' | 'spendCycle' | 'remainingSpend'>): string | null {
      if (!r.spendLimit) return null;
      return t(leftKey[r.spendCycle], { left: formatCents(r.remainingSpend), limit: formatCents(r.spendLimit) });
    },
  };
}

/** The share of the limit still left, 0 to 1 (a meter's value). */
export function leftShare(r: Pick<BillingRouteView, 'spendLimit' | 'remainingSpend'>): number {
  if (r.spendLimit <= 0) return 0;
  return Math.min(1, Math.max(0, r.remainingSpend / r.spendLimit));
}

/** The other side's name as shown: the name, else the email, else the route's own name. */
export function otherName(r: Pick<BillingRouteView, 'other' | 'name'>): string {
  return r.other.name || r.other.email || r.name;
}
