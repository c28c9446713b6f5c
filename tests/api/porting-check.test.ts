import { clearCache, resetLimiter } from '@/lib/cache';
import { freshCustomer, sandboxPerFile } from '../support/account';
import { freshSim, onboarding, porting, smsCode } from '../support/onboarding';

/*
 * Issue 28, item 2: "the porting number check prints 'page not found' under the customer's own
 * number". A customer activating a first SIM has no current product yet: the check needs only the
 * customer (docs/onboarding-contract.md §2.3 "GET /porting/v1/msisdn/{number} with CustomerUUID").
 * The customer's own number is not portable and says it is theirs.
 */

const sb = sandboxPerFile();
beforeEach(() => {
  clearCache();
  resetLimiter();
});

test('activating a first SIM: Check answers (not "page not found"); the SIM\'s own number is the customer\'s', async () => {
  const who = await freshCustomer(sb.url, 'new');
  const sim = await freshSim(sb.url);
  await onboarding.adopt(who, { by: 'sms', simId: sim.SIMID });
  await onboarding.adopt(who, { by: 'sms', simId: sim.SIMID, code: await smsCode(sb.url, sim.MSISDN) });

  const spark = await porting.check(who, '027 555 0950');
  expect([spark.status, spark.body]).toEqual([200, { number: '027 555 0950', portable: true, carrier: 'Spark', reason: null, own: false }]);
  const own = await porting.check(who, sim.MSISDN);
  expect(own.status).toBe(200);
  expect(own.body).toMatchObject({ portable: false, own: true });
});

test('a number of ours that is someone else\'s is not the customer\'s own', async () => {
  const who = await freshCustomer(sb.url, 'prepay');
  const other = await freshCustomer(sb.url, 'prepay');
  const theirs = await porting.check(other, '021 555 0101');
  expect(theirs.body).toMatchObject({ portable: false, own: false, reason: 'This number is already with us' });
  expect((await porting.check(who, '027 555 0950')).body).toMatchObject({ portable: true, own: false });
});
