import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bffGet, bffSend } from '@/components/query/bff-query';
import { queryKeys } from '@/components/query/keys';
import type { AddonPurchase, AddonsView, HeldAddon, PlanChanged, PlansView, ProductTypeTransfer } from '@/lib/usage/types';

/** The BFF's plan and add-on routes the account's plan pages call (docs/mobile-contract.md §3). */
export const PLANS_PATHS = {
  plans: '/api/customer/plans',
  change: '/api/customer/plans/change',
  autoRenew: '/api/customer/auto-renew',
  addons: '/api/customer/addons',
  buy: '/api/customer/addons/buy',
  buyStatus: (intentId: string) => `/api/customer/addons/buy/${encodeURIComponent(intentId)}`,
  productType: '/api/customer/product-type',
} as const;

/** The current plan, the add-ons held and the plans of this kind (`initial`: the server's first view). */
export function usePlans(initial?: PlansView) {
  return useQuery({ queryKey: queryKeys.plans.all, queryFn: () => bffGet<PlansView>(PLANS_PATHS.plans), initialData: initial });
}

/** What can be bought for the current product (`initial`: the server's first view). */
export function useAddons(initial?: AddonsView) {
  return useQuery({ queryKey: queryKeys.addons.all, queryFn: () => bffGet<AddonsView>(PLANS_PATHS.addons), initialData: initial });
}

/**
 * After a purchase, a plan change or a transfer: what is left, the plans, the add-ons and the
 * money are read again ("the usage refreshed").
 */
export function useForgetPlans(): (everything?: typeof queryKeys.all) => Promise<void> {
  const client = useQueryClient();
  return async (everything) => {
    const keys = everything ? [everything] : [queryKeys.usage.all, queryKeys.plans.all, queryKeys.addons.all, queryKeys.money.all];
    await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
  };
}

export type PlanChangeInput = { availabilityUuid: string; when: 'now' | 'later'; autoRenew: boolean };

/** POST /api/customer/plans/change. */
export function useChangePlan() {
  const forget = useForgetPlans();
  return useMutation({
    mutationFn: (input: PlanChangeInput) => bffSend<PlanChanged>(PLANS_PATHS.change, 'POST', input),
    onSuccess: () => forget(),
  });
}

/** POST /api/customer/auto-renew: the held add-on as it is now goes into the plans view. */
export function useAutoRenew() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { addonUuid: string; autoRenew: boolean }) => bffSend<HeldAddon>(PLANS_PATHS.autoRenew, 'POST', input),
    onSuccess: (held) => {
      client.setQueryData<PlansView>(queryKeys.plans.all, (view) => view && replaceHeld(view, held));
      void Promise.all([queryKeys.usage.all, queryKeys.money.all].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

function replaceHeld(view: PlansView, held: HeldAddon): PlansView {
  return {
    ...view,
    current: view.current?.uuid === held.uuid ? held : view.current,
    addons: view.addons.map((a) => (a.uuid === held.uuid ? held : a)),
  };
}

export type AddonBuyInput = { availabilityUuid: string; paymentMethodType: 'balance' | 'cards' | 'bill_routes'; paymentMethodId?: string; subscribe: boolean };

/** POST /api/customer/addons/buy (the card payment itself is confirmed by the payment step). */
export function buyAddon(input: AddonBuyInput): Promise<AddonPurchase> {
  return bffSend<AddonPurchase>(PLANS_PATHS.buy, 'POST', input);
}

/** The product type transfer's mutations, so that the payment-type notice knows a transfer of this page is running. */
export const PRODUCT_TYPE_MUTATION = ['product-type', 'transfer'] as const;

/** POST /api/customer/product-type: a dry run (`dryRun`) first, then the transfer. */
export function useProductTypeTransfer(dryRun: boolean) {
  return useMutation({
    mutationKey: dryRun ? ['product-type', 'dry-run'] : PRODUCT_TYPE_MUTATION,
    mutationFn: (to: 'prepay' | 'postpay') => bffSend<ProductTypeTransfer>(PLANS_PATHS.productType, 'POST', { to, dryRun }),
  });
}
