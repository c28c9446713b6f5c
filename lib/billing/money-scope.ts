import 'server-only';
import { invalidateTag } from '@/lib/cache';
import { getFlags } from '@/lib/config/calls';
import { currentCustomerUuid, forgetCustomer, listMobileProducts } from '@/lib/customer/calls';
import { currentProduct } from '@/lib/customer/rules';
import type { MobileProductView } from '@/lib/customer/types';
import { ApiError } from '@/lib/errors';
import type { Flags } from '@/lib/flags';
import { screenById } from '@/lib/profile/rules';
import type { ScreenGate } from '@/lib/profile/screens';
import type { RequestContext } from '@/lib/upstream/context';
import { toApiError } from '@/lib/upstream/errors';
import { moneyGate } from './money-rules';
import type { PaymentKind } from './money-types';

/**
 * Who a money route acts for and whether it may (docs/money-contract.md §3): the session's
 * customer, its current product ("The first product not Not Activated is auto-selected", or the
 * one the switcher chose) and the flags; the route's gate is its page's row of the profile map.
 */
export type MoneyScope = { uuid: string; product: MobileProductView | null; flags: Flags };

/** The cache tag of a customer's money: balances, invoices, receipts, spend, payment history. */
export const moneyTag = (uuid: string) => `money:${uuid}`;

/** After a payment, a voucher or a promo code: the customer's money and products (they carry the credit) read afresh. */
export function forgetMoney(uuid: string): void {
  invalidateTag(moneyTag(uuid));
  forgetCustomer(uuid);
}

/** The cache scope of a read: the signed-in user and the customer (as lib/customer's reads). */
export function moneyScopeKey(rc: RequestContext, uuid: string): string {
  return `${rc.session.userUuid ?? 'anon'}:${uuid}`;
}

/** The money kind of a product: payg is prepay that says so; null for a product of no known kind. */
export function kindOf(product: MobileProductView | null): PaymentKind | null {
  if (!product || product.paymentKind === 'unknown') return null;
  return product.isPayg ? 'payg' : product.paymentKind;
}

/**
 * The scope, refused when the gate of `screen` (a row id of lib/profile/screens.ts) or `gate`
 * says so: 404 not_found, or 403 you_dont_have_prepay_product / you_dont_have_postpay_product.
 * `on`: the product the money is for when it is not the current mobile product (the broadband
 * balance area's service, checked as the customer's own by its caller).
 */
export async function moneyScope(rc: RequestContext, screen?: string, gate?: ScreenGate, on?: MobileProductView): Promise<MoneyScope> {
  const uuid = currentCustomerUuid(rc);
  const [flags, products] = await Promise.all([getFlags(), on ? null : listMobileProducts(rc, uuid)]);
  if (products && !products.ok) throw toApiError(products.error);
  const product = on ?? (products?.ok ? currentProduct(products.data, rc.session.productUuid) : undefined) ?? null;
  const rule = { ...(screen ? screenById(screen)?.gate : undefined), ...gate };
  const refusal = moneyGate(rule, { flags, product });
  if (refusal) throw new ApiError(refusal);
  return { uuid, product, flags };
}

/** The scope's product, which a product-bound route needs (none: 404, as a product not the customer's). */
export function productOf(scope: MoneyScope): MobileProductView {
  if (!scope.product) throw new ApiError('not_found');
  return scope.product;
}
