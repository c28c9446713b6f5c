import type { BillingApprovalView, BillingRequestsView, BillingRouteView, BillingRoutesView } from '@/lib/families/types';

/** Who pays as the BFF answers it in component tests: payer@ (Hana) pays for child@ (Tama) through "Tama's phone". */
export const tamasPhone: BillingRouteView = {
  uuid: 'route-tama',
  routingType: 'child',
  name: "Tama's phone",
  description: '',
  spendLimit: 5000,
  spendCycle: 1,
  spendCycleCount: 0,
  remainingSpend: 3000,
  other: { name: 'Tama Kereama', email: 'child@example.com', number: null },
  debitAccount: 'cust-hana',
  creditAccount: 'cust-tama',
};

/** The same route from Tama's side. */
export const paidByHana: BillingRouteView = { ...tamasPhone, routingType: 'parent', other: { name: 'Hana Kereama', email: 'payer@example.com', number: null } };

export const routesView = (routes: BillingRouteView[], can: Partial<Pick<BillingRoutesView, 'canInvite' | 'canRequest'>> = {}): BillingRoutesView => {
  const canInvite = can.canInvite ?? true;
  const canRequest = can.canRequest ?? true;
  return { canInvite, canRequest, showTypeChoice: canInvite && canRequest, routes };
};

export const tamasRequest: BillingApprovalView = {
  uuid: 'appr-1',
  type: 'request',
  direction: 'incoming',
  requestedTo: 'payer@example.com',
  requestedBy: 'Tama Kereama',
  description: 'For my phone',
  status: 'pending',
  expiresAt: '2026-11-25T03:00:00.000Z',
  spendLimit: null,
  spendCycle: null,
  spendCycleCount: null,
  name: "Tama's phone",
};

export const requestsView = (incoming: BillingApprovalView[] = [], sent: BillingApprovalView[] = []): BillingRequestsView => ({ incoming, sent });

export const bffError = (status: number, code: string, message: string) => ({ status, body: { error: { code, message } } });
