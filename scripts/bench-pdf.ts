/**
 * The bench's invoice PDF figure (issue 12: "The bench prints the time to produce an invoice PDF
 * through the app (p50, p99)"): postpay@example.com signed in through the app, then
 * GET /api/customer/invoices/{number}/pdf (the BFF streaming the sandbox's pdf-lib document) at
 * one connection, so each figure is one PDF made and delivered, not a queue; beside it the same
 * PDF asked of the sandbox directly. The app runs with FLAG_INVOICES=true (invoices are off as shipped).
 */
import autocannon from 'autocannon';

const DEMO = { login: 'postpay@example.com', password: 'Demo-Pass-2026' };

type Pdf = { p50: number; p99: number; mean: number; requests: number; non2xx: number };

async function timePdf(url: string, headers: Record<string, string>, durationS: number): Promise<Pdf> {
  await autocannon({ url, connections: 1, duration: 2, headers });
  const r = await autocannon({ url, connections: 1, duration: durationS, headers });
  return { p50: r.latency.p50, p99: r.latency.p99, mean: r.latency.mean, requests: r.requests.total, non2xx: r.non2xx };
}

/** Signs the postpay demo in through the app and asks the sandbox for a token of the same customer (the direct figure). */
async function postpaySessions(app: string, sandbox: string): Promise<{ cookie: string; jwt: string; uuid: string }> {
  const signIn = await fetch(`${app}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json', origin: app }, body: JSON.stringify(DEMO) });
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!signIn.ok || !cookie) throw new Error(`postpay sign-in failed: ${signIn.status}`);
  const auth = (await (await fetch(`${sandbox}/v2/69/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ IdentityProvider: 'LOCAL', AuthID: DEMO.login, AuthCode: DEMO.password, IncludeRoles: true }),
  })).json()) as { JWT: string; Roles: { CustomerUUID: string }[] };
  return { cookie, jwt: auth.JWT, uuid: auth.Roles[0]?.CustomerUUID ?? '' };
}

/** Measures and prints the figure; returns the app's. */
export async function benchInvoicePdf(app: string, sandbox: string, durationS: number): Promise<Pdf> {
  const { cookie, jwt, uuid } = await postpaySessions(app, sandbox);
  const list = await fetch(`${app}/api/customer/invoices?page=1`, { headers: { cookie } });
  if (!list.ok) throw new Error(`invoices through the app: ${list.status} (is FLAG_INVOICES on?)`);
  const page = (await list.json()) as { previous: { number: string }[] };
  const number = page.previous[0]?.number;
  if (!number) throw new Error('the postpay demo has no closed invoice');
  const viaApp = await timePdf(`${app}/api/customer/invoices/${number}/pdf`, { cookie }, durationS);
  const direct = await timePdf(`${sandbox}/customer/${uuid}/invoice/${number}/pdf`, { authorization: `Bearer ${jwt}` }, durationS);
  const bad = viaApp.non2xx ? `   (${viaApp.non2xx} non-2xx!)` : '';
  console.log(`invoice PDF through the app (${number}, c=1): p50 ${viaApp.p50} ms, p99 ${viaApp.p99} ms, mean ${viaApp.mean.toFixed(2)} ms over ${viaApp.requests} PDFs${bad}`);
  console.log(`invoice PDF from the sandbox directly:       p50 ${direct.p50} ms, p99 ${direct.p99} ms (the BFF adds ${(viaApp.mean - direct.mean).toFixed(2)} ms on average)`);
  return viaApp;
}
