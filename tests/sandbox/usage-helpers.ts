import { uuidFor } from '@/sandbox/store/ids';
import type { MobileProduct } from '@/sandbox/store/types';
import type { Who } from './card-helpers';
import { freshCustomer, req } from './eshop-helpers';
import { control } from './helpers';

/** Calls of the mobile home's upstream (docs/mobile-contract.md §2) for one signed-in customer. */
export type Entry = {
  Type: string; Total: number; RemainingAmount: number; CarryOverAmount: number; UsageRule: string; Unit: string;
  PeriodFromNanos: number; PeriodUptoNanos: number; UsedAmount: number; Throttle?: string;
};
export type Charge = { DateAndTime: string; AmountCents: number; ChargedData: number; ChargedMins: number; ChargedTXTs: number; ChargedPXTs: number };
export const availability = (name: string): string => uuidFor(`availability:${name}`);
export const entryOf = (name: string): string => uuidFor(`catalog:${name}`);
export const DAY_NANOS = 86_400_000 * 1e6;

export function mobile(url: string) {
  const products = async (who: Who) => (await req<{ MobileProducts: MobileProduct[] }>(url, 'GET', `/v2/69/customer/${who.customer}/mobile_products`, { jwt: who.jwt })).body.MobileProducts;
  const active = async (who: Who) => {
    const p = (await products(who)).find((x) => x.Status === 4);
    if (!p) throw new Error('no active product');
    return p;
  };
  return {
    products,
    active,
    /** A fresh customer of a demo state and its active product. */
    async fresh(state: string) {
      const who = await freshCustomer(url, state);
      return { who, product: await active(who) };
    },
    balance: (who: Who, product: string) => req<{ UsageBalance: Entry[] }>(url, 'GET', `/api/customers/v1/${who.customer}/usage-balance?MobileUUID=${product}`, { jwt: who.jwt }),
    entry: async (who: Who, product: string, type: string) => {
      const res = await req<{ UsageBalance: Entry[] }>(url, 'GET', `/api/customers/v1/${who.customer}/usage-balance?MobileUUID=${product}`, { jwt: who.jwt });
      const e = res.body.UsageBalance.find((x) => x.Type === type);
      if (!e) throw new Error(`no ${type} entry`);
      return e;
    },
    charges: (who: Who, product: string, query = '') => req<Charge[]>(url, 'GET', `/api/frontend/v1/customer/${who.customer}/cellular/charges/${product}${query}`, { jwt: who.jwt }),
    histogram: (who: Who, body: Record<string, unknown>) => req<{ result: { Buckets: number[] } }>(url, 'POST', '/v2/69/usage/data/histogram', { jwt: who.jwt, body: { CustomerUUID: who.customer, ...body } }),
    use: (product: string, type: string, amount: number) => control<{ UsageBalance: Entry[] }>(url, 'POST', '/usage', { ProductUUID: product, Type: type, Amount: amount }),
    credit: async (who: Who, product: string) =>
      (await req<{ MainBalCreditCents: number }>(url, 'GET', `/customers/${who.customer}/products/mobile/prepay/${product}/balance`, { jwt: who.jwt })).body.MainBalCreditCents,
    buy: (who: Who, product: string, name: string, body: Record<string, unknown>, initial = false) =>
      req<Record<string, unknown>>(url, 'POST', `/customer/${who.customer}/prepay_addon${initial ? '_initial' : ''}/${product}/${availability(name)}`, { jwt: who.jwt, body }),
    buyPostpay: (who: Who, product: string, name: string, extra: Record<string, unknown> = {}) =>
      req<Record<string, unknown>>(url, 'POST', '/postpay/addon', {
        jwt: who.jwt, body: { AddonAvailabilityUUID: availability(name), AddonCatalogEntryUUID: entryOf(name), CustomerUUID: who.customer, ProductInstanceUUID: product, Subscribe: false, ...extra },
      }),
    autoRenew: (who: Who, body: Record<string, unknown>) => req<{ Addon: MobileProduct['Addons'][number] }>(url, 'POST', '/update/change-addon-auto-renew', { jwt: who.jwt, body: { CustomerUUID: who.customer, ...body } }),
    changePlan: (who: Who, body: Record<string, unknown>) =>
      req<{ Addon: MobileProduct['Addons'][number] | null; ChangedAtNanos: number; Scheduled: boolean }>(url, 'POST', '/eshop/customer/change-plan', { jwt: who.jwt, body: { CustomerUUID: who.customer, ...body } }),
    transfer: (who: Who, product: string, type: string, dry: string) =>
      req<Record<string, unknown>>(url, 'PUT', `/sim/v1/product-type/${dry}`, { jwt: who.jwt, body: { CustomerUUID: who.customer, ProductInstanceUUID: product, Type: type } }),
  };
}

export const base = (p: MobileProduct) => p.Addons.find((a) => a.IsBasePlan && a.EndedAtNanos === 0);
