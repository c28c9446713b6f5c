import { useQuery } from '@tanstack/react-query';
import { bffGet, bffSend } from '@/components/query/bff-query';
import { queryKeys } from '@/components/query/keys';
import type { PaymentChoice } from '@/components/payments/payment-step';
import type { ActivationLink, ActivationProgress, ActivationSetup, Adoption, AdoptStep, PlanType } from '@/lib/onboarding/types';
import type { PortingInput } from '@/lib/porting/types';

/** The BFF's onboarding routes the activation pages call (docs/onboarding-contract.md §3.1). */
export const ONBOARDING_PATHS = {
  adopt: '/api/onboarding/adopt',
  link: (code: string) => `/api/onboarding/links/${encodeURIComponent(code)}`,
  renewLink: (code: string) => `/api/onboarding/links/${encodeURIComponent(code)}/renew`,
  sims: '/api/onboarding/sims',
  sim: (id: string) => `/api/onboarding/sims/${encodeURIComponent(id)}`,
  voucher: (id: string) => `/api/onboarding/sims/${encodeURIComponent(id)}/voucher`,
  activate: (id: string) => `/api/onboarding/sims/${encodeURIComponent(id)}/activate`,
  finalise: (id: string) => `/api/onboarding/sims/${encodeURIComponent(id)}/finalise`,
  progress: (id: string) => `/api/onboarding/sims/${encodeURIComponent(id)}/progress`,
  events: (id: string) => `/api/onboarding/sims/${encodeURIComponent(id)}/events`,
  current: '/api/customer/products/current',
} as const;

/** The onboarding keys (components/query/keys.ts; a product switch, `queryKeys.all`, forgets them too). */
export const onboardingKeys = { all: queryKeys.onboarding.all, sims: queryKeys.onboarding.sims, sim: queryKeys.onboarding.setup, link: queryKeys.onboarding.link };

/** How the SIM is found: by SMS (SIM ID or number, then the code), by the link's token, or by the data session's address. */
export type AdoptInput =
  | { by: 'sms'; simId: string; code?: string }
  | { by: 'sms'; number: string; code?: string }
  | { by: 'token'; token: string }
  | { by: 'ip' };

/** What POST …/activate takes: the plan (null: casual rates or paid already), the payment (null: fully paid), the number coming in. */
export type ActivateInput = {
  planType?: PlanType;
  plan: { availabilityId: string; catalogId: string } | null;
  payment: PaymentChoice | null;
  porting?: Omit<PortingInput, 'productId'>;
};

export const adopt = (input: AdoptInput) => bffSend<AdoptStep>(ONBOARDING_PATHS.adopt, 'POST', input);
export const renewLink = (code: string) => bffSend<{ sentTo: string }>(ONBOARDING_PATHS.renewLink(code), 'POST', {});
export const checkVoucher = (productId: string, code: string) => bffSend<{ valid: boolean; creditCents: number }>(ONBOARDING_PATHS.voucher(productId), 'POST', { code });
export const activate = (productId: string, input: ActivateInput) => bffSend<{ kind: string; clientSecret?: string }>(ONBOARDING_PATHS.activate(productId), 'POST', input);
/** After the payment step (or at once): the port typed at activation comes again, to start once the activation is asked. */
export const finalise = (productId: string, porting?: ActivateInput['porting']) =>
  bffSend<ActivationProgress>(ONBOARDING_PATHS.finalise(productId), 'POST', porting ? { porting } : {});
export const readProgress = (productId: string) => bffGet<ActivationProgress>(ONBOARDING_PATHS.progress(productId));
export const makeCurrent = (productId: string) => bffSend<unknown>(ONBOARDING_PATHS.current, 'PUT', { productUuid: productId });

/** The adoption link as it stands (valid, used, expired). */
export function useActivationLink(code: string, initial?: ActivationLink) {
  return useQuery({ queryKey: onboardingKeys.link(code), queryFn: () => bffGet<ActivationLink>(ONBOARDING_PATHS.link(code)), initialData: initial });
}

/** The customer's SIMs waiting for (or in) activation. */
export function useAdoptions(initial?: Adoption[]) {
  return useQuery({ queryKey: onboardingKeys.sims, queryFn: () => bffGet<Adoption[]>(ONBOARDING_PATHS.sims), initialData: initial });
}

/** One SIM's activation page: the SIM, its plans, the ways to pay. */
export function useActivationSetup(productId: string, initial?: ActivationSetup) {
  return useQuery({ queryKey: onboardingKeys.sim(productId), queryFn: () => bffGet<ActivationSetup>(ONBOARDING_PATHS.sim(productId)), initialData: initial });
}
