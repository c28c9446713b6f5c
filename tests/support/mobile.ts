import { GET as addonsGet } from '@/app/api/customer/addons/route';
import { POST as buyPost } from '@/app/api/customer/addons/buy/route';
import { GET as buyStatusGet } from '@/app/api/customer/addons/buy/[intentId]/route';
import { POST as autoRenewPost } from '@/app/api/customer/auto-renew/route';
import { POST as changePost } from '@/app/api/customer/plans/change/route';
import { GET as plansGet } from '@/app/api/customer/plans/route';
import { POST as productTypePost } from '@/app/api/customer/product-type/route';
import { GET as alertsGet, PUT as alertsPut } from '@/app/api/customer/usage-alerts/route';
import { GET as chargesGet } from '@/app/api/customer/usage/charges/route';
import { GET as histogramGet } from '@/app/api/customer/usage/histogram/route';
import { GET as usageGet } from '@/app/api/customer/usage/route';
import type { PaymentStatus } from '@/lib/billing/money-types';
import type {
  AddonPurchase, AddonsView, ChargeList, HeldAddon, Histogram, PlanChanged, PlansView, ProductTypeTransfer, UsageAlerts, UsageSummary,
} from '@/lib/usage/types';
import type { Who } from './account';
import { control } from './bff';
import { call, type ErrorOut } from './eshop';

/** The mobile home routes (docs/mobile-contract.md §3) as the browser calls them, for the issue 13 suites. */

export type Out<T> = T & ErrorOut;
type Opts = { origin?: string | null };

export const mobile = {
  usage: (who: Who) => call<Out<UsageSummary>>(usageGet, 'GET', '/api/customer/usage', { cookie: who.cookie }),
  charges: (who: Who, query = '') => call<Out<ChargeList>>(chargesGet, 'GET', `/api/customer/usage/charges${query ? `?${query}` : ''}`, { cookie: who.cookie }),
  histogram: (who: Who, type = 'data') => call<Out<Histogram>>(histogramGet, 'GET', `/api/customer/usage/histogram?type=${type}`, { cookie: who.cookie }),
  alerts: (who: Who) => call<Out<UsageAlerts>>(alertsGet, 'GET', '/api/customer/usage-alerts', { cookie: who.cookie }),
  saveAlerts: (who: Who, body: unknown, o: Opts = {}) => call<Out<UsageAlerts>>(alertsPut, 'PUT', '/api/customer/usage-alerts', { cookie: who.cookie, body, origin: o.origin }),
  plans: (who: Who) => call<Out<PlansView>>(plansGet, 'GET', '/api/customer/plans', { cookie: who.cookie }),
  change: (who: Who, body: unknown, o: Opts = {}) => call<Out<PlanChanged>>(changePost, 'POST', '/api/customer/plans/change', { cookie: who.cookie, body, origin: o.origin }),
  autoRenew: (who: Who, body: unknown) => call<Out<HeldAddon>>(autoRenewPost, 'POST', '/api/customer/auto-renew', { cookie: who.cookie, body }),
  addons: (who: Who) => call<Out<AddonsView>>(addonsGet, 'GET', '/api/customer/addons', { cookie: who.cookie }),
  buy: (who: Who, body: unknown, o: Opts = {}) => call<Out<AddonPurchase>>(buyPost, 'POST', '/api/customer/addons/buy', { cookie: who.cookie, body, origin: o.origin }),
  buyStatus: (who: Who, intentId: string) => call<Out<PaymentStatus>>(buyStatusGet, 'GET', `/api/customer/addons/buy/${intentId}`, { cookie: who.cookie, params: { intentId } }),
  productType: (who: Who, body: unknown) => call<Out<ProductTypeTransfer>>(productTypePost, 'POST', '/api/customer/product-type', { cookie: who.cookie, body }),
};

/** The availability UUID of a catalogue entry by its name, as the add-ons and plans lists give it. */
export async function availabilityOf(who: Who, name: string): Promise<string> {
  const [addons, plans] = await Promise.all([mobile.addons(who), mobile.plans(who)]);
  const all = [...(addons.body.addons ?? []), ...(plans.body.plans ?? [])];
  const found = all.find((p) => p.name === name);
  if (!found) throw new Error(`no ${name} among ${all.map((p) => p.name).join(', ')}`);
  return found.availabilityUuid;
}

/** Records usage now at the sandbox (POST /__control/usage): MB, minutes or texts. */
export function recordUsage(url: string, productUuid: string, type: 'Data' | 'Mins' | 'TXTs', amount: number): Promise<unknown> {
  return control(url, 'POST', '/usage', { ProductUUID: productUuid, Type: type, Amount: amount });
}
