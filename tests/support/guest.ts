import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { control, upstreamSignIn } from './bff';

/** The guest suites' common parts (issue 18 part A): a solved captcha, a fresh customer's number and invoice. */

/** What the ALTCHA widget posts once it has solved the challenge: base64 of { challenge, solution }. */
export async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('not solved');
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

type Product = { UUID: string; MSISDN: string; Status: number; BillingReference: string; MainBalCreditCents?: number };
type Invoice = { Number: string; Status: string; RemainingAmountCents: number };

/** A fresh copy of a demo state, read at the sandbox as its holder: its products, account number, invoices. */
export async function freshGuestTarget(url: string, state: 'prepay' | 'postpay') {
  const { email, customerUuids } = await control<{ email: string; customerUuids: string[] }>(url, 'POST', '/customers', { state });
  const uuid = customerUuids[0]!;
  const { JWT } = await upstreamSignIn(url, email);
  const get = async <T>(path: string): Promise<T> => (await (await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${JWT}` } })).json()) as T;
  const products = async () => (await get<{ MobileProducts: Product[] }>(`/v2/69/customer/${uuid}/mobile_products`)).MobileProducts;
  const invoices = async () => (await get<{ result: Invoice[] }>(`/v2/customer/${uuid}/invoices`)).result;
  const customer = await get<{ ExternalRef5?: string }>(`/v2/69/customer/${uuid}`);
  return { email, uuid, products, invoices, accountNo: customer.ExternalRef5 ?? '' };
}
