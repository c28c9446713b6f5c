import { heldTechnologies } from '@/lib/broadband/account';
import { clearCache } from '@/lib/cache';
import { sessionCookieName, unsealSession } from '@/lib/session';
import { createContext } from '@/lib/upstream/context';
import { freshCustomer, sandboxPerFile, upstreamRequests, type Who } from '../support/account';
import { control } from '../support/bff';
import { appeared, BOTH_MODULES, broadband, HAKARIMATA, orderInput, payCart } from '../support/broadband';
import { withFault } from '../support/faults';
import { flagsForFile } from '../support/money';

/**
 * Issue 28 item 7: "The account menu lists … many for products the customer does not have
 * (Wireless usage, Fibre billing …): show what applies to the customer's products". Which
 * broadband services the customer holds, read once per request for the menu and the screens'
 * gates: fibre (UFB products) and fixed wireless (mobileFWA products), deleted ones not counted.
 */

const sb = sandboxPerFile();
flagsForFile(BOTH_MODULES);
beforeEach(() => clearCache());

async function held(who: Who) {
  const sealed = new Map(who.cookie.split('; ').map((c) => c.split('=', 2) as [string, string])).get(sessionCookieName());
  return heldTechnologies(createContext(await unsealSession(sealed), 'held-test'), who.uuid);
}

test('a prepay mobile customer holds no broadband; a fibre customer fibre only', async () => {
  expect(await held(await freshCustomer(sb.url, 'prepay'))).toEqual({ UFB: false, FWA: false });
  expect(await held(await freshCustomer(sb.url, 'fibre'))).toEqual({ UFB: true, FWA: false });
});

test('a fixed wireless service, once bought, is held', async () => {
  const who = await freshCustomer(sb.url, 'postpay');
  const as = { cookie: who.cookie };
  expect(await held(who)).toEqual({ UFB: false, FWA: false });
  await appeared(as, await payCart(sb.url, who.cookie, (await broadband.cart(as, await orderInput(as, HAKARIMATA, 'FWA', 'Wireless Essential', null))).body.cartUuid));
  clearCache();
  expect(await held(who)).toEqual({ UFB: false, FWA: true });
});

test('a module that is off: not held, not read; a read that failed: not known (null), the other still answered', async () => {
  const who = await freshCustomer(sb.url, 'fibre');
  process.env.FLAG_FWA_MODULE = 'false';
  try {
    // The sign-in's landing already read (and cached) the fibre list: read afresh here.
    clearCache();
    await control(sb.url, 'DELETE', '/requests');
    expect(await held(who)).toEqual({ UFB: true, FWA: false });
    expect(await upstreamRequests(sb.url, `^/v2/[^/]+/customer/${who.uuid}/mobile_products$`)).toEqual([]);
    expect(await upstreamRequests(sb.url, '^/v3/[^/]+/UFB$')).toHaveLength(1);
  } finally {
    process.env.FLAG_FWA_MODULE = 'true';
  }
  clearCache();
  expect(await withFault(sb.url, '5xx', '^/v3/[^/]+/UFB$', 'GET', () => held(who))).toEqual({ UFB: null, FWA: false });
});
