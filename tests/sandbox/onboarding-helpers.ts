import type { MobileProduct } from '@/sandbox/store/types';
import { cardsOf, type Who } from './card-helpers';
import { freshCustomer, req } from './eshop-helpers';
import { control } from './helpers';
import { availability, entryOf } from './usage-helpers';

/** Calls of the onboarding upstream (docs/onboarding-contract.md §2.1, §2.2) for one signed-in customer. */
export type Adopted = {
  CustomerUUID: string; MobileProductUUID: string; MSISDN: string; SIMID: string; ProductStatus: number;
  Metadata: { PlanType: string; FullyPaid: boolean; ReplacementFor: string; ProductAvailabilityUUID: string; ProductCatalogUUID: string; PlanName: string };
};
export type Metadata = Adopted['Metadata'] & {
  MobileProductUUID: string;
  Activation: { State: string; Kind: string; RequestedAtNanos: number; NetworkReadyAtNanos: number; AddonsReadyAtNanos: number; Message: string };
};
export type Message = { channel: 'sms' | 'email'; to: string; subject: string; body: string; code?: string; link?: string };
export type TestSim = { SIMID: string; MSISDN: string; Token: string };

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const NANOS = /^\d{19}$/;

export function onboardingCalls(url: string) {
  const post = <T = Record<string, unknown>>(who: Who, path: string, body: Record<string, unknown>, jwt = who.jwt) =>
    req<T>(url, 'POST', path, { jwt, body: { CustomerUUID: who.customer, ...body } });
  const calls = {
    fresh: (state = 'prepay') => freshCustomer(url, state),
    sim: async (body: Record<string, unknown> = {}) => (await control<TestSim>(url, 'POST', '/onboarding-sims', body)).body,
    outbox: async (to: string) => (await control<{ messages: Message[] }>(url, 'GET', `/outbox?to=${encodeURIComponent(to)}`)).body.messages,
    bySms: (who: Who, number: string, code?: string, jwt?: string) => post<Adopted & { SMSSent?: boolean; MSISDN: string; ResendAfterSeconds?: number }>(who, '/v3/adopt_by_sms', { MobileNumber: number, ...(code ? { SMSCode: code } : {}) }, jwt),
    bySim: (who: Who, simId: string, code?: string, extra: Record<string, unknown> = {}) =>
      post<Adopted & { SMSSent?: boolean; ResendAfterSeconds?: number }>(who, '/v3/adopt_by_sim_sms', { SIMID: simId, ...(code ? { SMSCode: code } : {}), ...extra }),
    byToken: (who: Who, token: string) => post<Adopted>(who, '/v3/adopt_by_token', { Token: token }),
    byIp: (who: Who, ip: string) => post<Adopted>(who, '/v3/adopt_by_ip', { ClientIP: ip }),
    resume: (who: Who, token: string) => req<{ Token: string; State: string; MSISDN: string; ExpiresAtNanos: number; MobileProductUUID: string }>(url, 'GET', `/v3/adoption_token_resume/${token}`, { jwt: who.jwt }),
    renew: (who: Who, token: string) => req<{ SMSSent: boolean; MSISDN: string }>(url, 'POST', `/v3/adoption_token_resume/${token}/renew`, { jwt: who.jwt, body: {} }),
    /** Adopted by SIM ID and the code of its SMS. */
    async adopt(who: Who, sim: TestSim): Promise<Adopted> {
      const sent = await calls.bySim(who, sim.SIMID);
      if (sent.status !== 200) throw new Error(`code answered ${sent.status} ${sent.text}`);
      const code = (await calls.outbox(sim.MSISDN)).at(-1)?.code ?? '';
      const res = await calls.bySim(who, sim.SIMID, code);
      if (res.status !== 200) throw new Error(`adoption answered ${res.status} ${res.text}`);
      return res.body;
    },
    metadata: (who: Who, product: string, jwt = who.jwt) => req<Metadata>(url, 'GET', `/sim/metadata/${product}`, { jwt }),
    products: async (who: Who) => (await req<{ MobileProducts: MobileProduct[] }>(url, 'GET', `/v2/69/customer/${who.customer}/mobile_products`, { jwt: who.jwt })).body.MobileProducts,
    product: async (who: Who, uuid: string) => (await calls.products(who)).find((p) => p.UUID === uuid),
    creditCheck: (who: Who, product: string) => req<{ Result: string; Reference: string }>(url, 'POST', `/customer/${who.customer}/credit_check`, { jwt: who.jwt, body: { MobileProductUUID: product } }),
    activate: (who: Who, product: string, dry: string, body: Record<string, unknown> = {}) =>
      req<{ ClientSecret: string; PaymentIntent: string; ProductInstanceUUID: string; BillingReference: string }>(url, 'POST', `/customer/${who.customer}/service/${product}/activate/${dry}`, { jwt: who.jwt, body }),
    initial: (who: Who, product: string, plan: string, body: Record<string, unknown>) =>
      req<{ Status: string; ClientSecret: string; PaymentIntent: string; ProductInstanceUUID: string }>(url, 'POST', `/customer/${who.customer}/prepay_addon_initial/${product}/${availability(plan)}`, {
        jwt: who.jwt, body: { AuthorizeOnly: false, Subscribe: true, PAYG: false, PaymentMethodGateway: 'stripe', ...body },
      }),
    finalise: (who: Who, product: string) => post<{ State: string }>(who, '/v3/69/prepay_mobile/finalise_activation', { MobileProductUUID: product }),
    postpay: (who: Who, product: string, plan: string, extra: Record<string, unknown> = {}) =>
      post<{ ClientSecret: string; PaymentIntent: string; ProductInstanceUUID: string; BillingReference: string }>(who, '/postpay/activation', {
        Subscribe: true, PaymentMethodType: 'cards', PaymentMethodGateway: 'stripe', MobileProductUUID: product, ProductAvailabilityUUID: availability(plan), ProductCatalogUUID: entryOf(plan), ...extra,
      }),
    payg: (who: Who, product: string, extra: Record<string, unknown> = {}) =>
      post<{ ClientSecret: string; PaymentIntent: string; ProductInstanceUUID: string; BillingReference: string }>(who, '/payg/activation', {
        Subscribe: false, PaymentMethodType: 'cards', PaymentMethodGateway: 'stripe', MobileProductUUID: product, ...extra,
      }),
    productType: (who: Who, product: string, type: string, dry: string) =>
      req<Record<string, unknown>>(url, 'PUT', `/sim/v1/product-type/${dry}`, { jwt: who.jwt, body: { CustomerUUID: who.customer, ProductInstanceUUID: product, Type: type } }),
    checkVoucher: (who: Who, product: string, code: string) => req<{ Valid: boolean; CreditCents: number }>(url, 'POST', `/customer/${who.customer}/check_voucher/${product}/${code}`, { jwt: who.jwt, body: {} }),
    redeem: (who: Who, product: string, code: string) => req<Record<string, unknown>>(url, 'POST', `/customer/${who.customer}/redeem_voucher/${product}/${code}`, { jwt: who.jwt, body: {} }),
    voucher: async (creditCents: number) => (await control<{ code: string }>(url, 'POST', '/vouchers', { creditCents })).body.code,
    moveOn: (product: string, ms: number) => control<Metadata>(url, 'POST', `/activations/${product}/move-on`, { ms }),
    fail: (product: string, message: string) => control<Metadata>(url, 'POST', `/activations/${product}/fail`, { message }),
    cardOf: async (who: Who) => {
      const card = (await cardsOf(url, who)).find((c) => c.Rank === 1);
      if (!card) throw new Error('no card');
      return card;
    },
  };
  return calls;
}
