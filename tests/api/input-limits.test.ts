import { NextRequest } from 'next/server';
import { PUT as putName } from '@/app/api/account/name/route';
import { POST as forgotPass } from '@/app/api/auth/forgot-pass/route';
import { openStreamCount } from '@/app/api/_lib/streams';
import { clearCache, resetLimiter } from '@/lib/cache';
import { JSON_DEPTH_MAX, STREAMS_PER_SESSION_MAX } from '@/lib/flags/constants';
import { freshCustomer, sandboxPerFile, upstreamRequests, type Who } from '../support/account';
import { APP, control } from '../support/bff';
import { call, type ErrorOut } from '../support/eshop';
import { freshSim, onboarding, smsCode } from '../support/onboarding';

/**
 * Input limits (issue 29 item 4) through the route wrapper and the stream routes, against the
 * in-process sandbox: JSON nested too deep, a body that is not UTF-8, invisible characters in a
 * name, and the cap on open Server-Sent Event streams.
 */

const sb = sandboxPerFile();
beforeEach(() => {
  clearCache();
  resetLimiter();
});

type Handler = (req: NextRequest, ctx?: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** A POST with exactly this text as its body, as a script could send it. */
function rawPost(handler: Handler, path: string, body: string): Promise<Response> {
  const headers = new Headers({ host: 'localhost:3000', origin: APP, 'content-type': 'application/json' });
  return handler(new NextRequest(`${APP}${path}`, { method: 'POST', headers, body }), { params: Promise.resolve({}) });
}

describe('JSON depth', () => {
  test('6,000 levels deep → 422 format is invalid, not 500, and the upstream is not asked', async () => {
    await control(sb.url, 'DELETE', '/requests');
    const deep = `{"login":"a@example.com","x":${'['.repeat(6000)}${']'.repeat(6000)}}`;
    const res = await rawPost(forgotPass, '/api/auth/forgot-pass', deep);
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorOut).error).toEqual({ code: 'bad_input', message: 'format is invalid', details: [{ path: '', message: 'format is invalid' }] });
    expect(await upstreamRequests(sb.url, '^/v2/')).toEqual([]);
  });

  test(`${JSON_DEPTH_MAX} levels still pass the wrapper; brackets inside strings do not count`, async () => {
    const atCap = `{"login":"a@example.com","x":${'['.repeat(JSON_DEPTH_MAX - 1)}${']'.repeat(JSON_DEPTH_MAX - 1)}}`;
    expect((await rawPost(forgotPass, '/api/auth/forgot-pass', atCap)).status).toBe(200);
    const over = `{"login":"a@example.com","x":${'['.repeat(JSON_DEPTH_MAX)}${']'.repeat(JSON_DEPTH_MAX)}}`;
    expect((await rawPost(forgotPass, '/api/auth/forgot-pass', over)).status).toBe(422);
    const quoted = JSON.stringify({ login: `${'['.repeat(50)}@example.com` });
    expect((await rawPost(forgotPass, '/api/auth/forgot-pass', quoted)).status).toBe(200);
  });
});

describe('UTF-8', () => {
  test('a body that is not valid UTF-8 → 400, nothing stored as U+FFFD', async () => {
    const who = await freshCustomer(sb.url, 'prepay');
    await control(sb.url, 'DELETE', '/requests');
    const bytes = Buffer.concat([Buffer.from('{"firstName":"Ana'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('","lastName":"Ngata"}')]);
    const headers = new Headers({ host: 'localhost:3000', origin: APP, 'content-type': 'application/json', cookie: who.cookie });
    const res = await putName(new NextRequest(`${APP}/api/account/name`, { method: 'PUT', headers, body: bytes }), { params: Promise.resolve({}) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorOut).error.code).toBe('bad_input');
    expect(await upstreamRequests(sb.url, '^/v2/69/customer/')).toEqual([]);
  });
});

describe('invisible characters', () => {
  test('a zero-width space, a word joiner and a BOM in a name are not stored', async () => {
    const who = await freshCustomer(sb.url, 'prepay');
    await control(sb.url, 'DELETE', '/requests');
    const r = await call<{ firstName: string; lastName: string }>(putName, 'PUT', '/api/account/name', {
      cookie: who.cookie, body: { firstName: 'A\u200Bna\u2060', lastName: '\uFEFFNga\u200Dta\u00AD' },
    });
    expect([r.status, r.body]).toEqual([200, { firstName: 'Ana', lastName: 'Ngata' }]);
    const sent = (await upstreamRequests(sb.url, '^/v2/69/customer/')).filter((q) => q.method === 'PUT');
    expect(sent.map((q) => [(q.body as { FirstName: string }).FirstName, (q.body as { LastName: string }).LastName])).toEqual([['Ana', 'Ngata']]);
  });
});

describe('open streams', () => {
  async function adopted(): Promise<{ who: Who; productId: string }> {
    const who = await freshCustomer(sb.url, 'prepay');
    const sim = await freshSim(sb.url);
    await onboarding.adopt(who, { by: 'sms', simId: sim.SIMID });
    const r = await onboarding.adopt(who, { by: 'sms', simId: sim.SIMID, code: await smsCode(sb.url, sim.MSISDN) });
    if (r.body.step !== 'adopted') throw new Error(`adoption: ${r.status}`);
    return { who, productId: r.body.adoption.productId };
  }

  test(`the ${STREAMS_PER_SESSION_MAX + 1}th stream of one session closes the 1st; another session's stream stays open`, async () => {
    const { who, productId } = await adopted();
    const other = await adopted();
    const theirs = await onboarding.events(other.who, other.productId);
    expect(theirs.status).toBe(200);
    const before = openStreamCount();

    const streams = [];
    for (let i = 0; i < STREAMS_PER_SESSION_MAX; i += 1) streams.push(await onboarding.events(who, productId));
    expect(streams.map((s) => s.status)).toEqual(Array(STREAMS_PER_SESSION_MAX).fill(200));
    expect(openStreamCount()).toBe(before + STREAMS_PER_SESSION_MAX);
    const first = streams[0]!.res.body!;
    const firstText = new Response(first).text();

    const sixth = await onboarding.events(who, productId);
    expect(sixth.status).toBe(200);
    // the 1st ends (as if the browser had left: no error frame), after the frames it had sent
    const text = await firstText;
    expect(text).toMatch(/^retry: \d+\n\nevent: progress\n/);
    expect(text).not.toMatch(/event: error/);
    expect(openStreamCount()).toBe(before + STREAMS_PER_SESSION_MAX);

    // the 2nd and the 6th still run, and so does the other session's
    const reader = sixth.res.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    await reader.cancel();
    const other2 = theirs.res.body!.getReader();
    expect((await other2.read()).done).toBe(false);
    await other2.cancel();
    for (const s of streams.slice(1)) await s.res.body!.cancel();
    expect(openStreamCount()).toBe(before - 1);
  });
});
