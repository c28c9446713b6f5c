import type { Transaction } from '@/sandbox/store/transactions';
import type { PaymentMethod } from '@/sandbox/store/types';
import { card, req } from './eshop-helpers';

/** Paying with saved cards through the provider (docs/account-contract.md §2.2, §2.3, §2.7). */
export type Who = { jwt: string; customer: string };
export type Intent = {
  id: string; status: string; amount: number; client_secret: string; payment_method: string | null;
  last_payment_error: null | { code: string }; next_action: null | { redirect_to_url: { url: string } };
};
export const KEY = { authorization: 'Bearer pk_test_sandbox' };

export const cardsOf = async (url: string, who: Who) =>
  (await req<{ PaymentMethods: PaymentMethod[] }>(url, 'GET', `/customers/${who.customer}/payment_methods`, { jwt: who.jwt })).body.PaymentMethods;

/** The payment history, newest first. */
export const historyOf = async (url: string, who: Who) =>
  (await req<{ Transactions: Transaction[] }>(url, 'GET', `/v2/customer/${who.customer}/charges?PageSize=100`, { jwt: who.jwt })).body.Transactions;

/** Confirm with no card data: the attached card pays. */
export const confirmSaved = (url: string, id: string, secret: string) =>
  req<Intent>(url, 'POST', `/v1/payment_intents/${id}/confirm`, { headers: KEY, body: { client_secret: secret } });

/** Saves the "authenticate every payment" card through a SetupIntent (3-D Secure completed). */
export async function saveAlwaysAuthenticate(url: string, who: Who): Promise<PaymentMethod> {
  const setup = await req<{ SetupIntentClientSecret: string }>(url, 'GET', `/customer/${who.customer}/setup-payment-method`, { jwt: who.jwt });
  const secret = setup.body.SetupIntentClientSecret;
  const id = secret.split('_secret_')[0] ?? '';
  const res = await req<Intent>(url, 'POST', `/v1/setup_intents/${id}/confirm`, { headers: KEY, body: { client_secret: secret, payment_method_data: card('4000 0027 6000 3184') } });
  if (res.body.status !== 'requires_action') throw new Error(`3184 setup answered ${res.body.status}`);
  const action = new URL(res.body.next_action?.redirect_to_url.url ?? '');
  await req(url, 'POST', `${action.pathname}${action.search}`, { form: { action: 'complete' } });
  const saved = (await cardsOf(url, who)).find((c) => c.CardLast4 === '3184');
  if (!saved) throw new Error('3184 not saved');
  return saved;
}
