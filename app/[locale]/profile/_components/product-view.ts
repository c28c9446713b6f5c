import type { BadgeTone } from '@/components/ui/badge';
import type { MobileProductView, ProductStatusLabel } from '@/lib/customer/types';

/** The badge colour of each status label; the label text always goes with it. */
export const STATUS_TONE: Record<ProductStatusLabel, BadgeTone> = {
  active: 'success',
  preActivated: 'info',
  notActivated: 'neutral',
  notActive: 'warning',
};

/** Prepay / Postpay / Pay as you go, or nothing for a product without a billing reference yet. */
export function productKind(p: Pick<MobileProductView, 'isPayg' | 'paymentKind'>): 'payg' | 'prepay' | 'postpay' | null {
  if (p.isPayg) return 'payg';
  return p.paymentKind === 'unknown' ? null : p.paymentKind;
}
