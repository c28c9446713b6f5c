import { nzDay } from '@/sandbox/store/account-payments';
import { control } from './helpers';
import { DAY_MS, moneySandbox } from './money-helpers';
import { mobile } from './usage-helpers';

/**
 * docs/mobile-contract.md §2.8: "at seeding the current period has used exactly 819 MB (1229 MB,
 * "1.20 GB", left of 2 GB)". The figure is the period's use up to the seeding, that day included:
 * it holds past the first New Zealand midnight after seeding (an e2e run started late in the
 * Auckland evening saw 1007 MB left an hour in), and usage grows again from the next whole day.
 */
const ctx = moneySandbox({ longTokens: true });

test('the demo\'s 819 MB holds past the first NZ midnight after seeding; the next whole day adds usage', async () => {
  const m = mobile(ctx.run.url);
  const { who, product } = await m.fresh('prepay');
  const used = async () => (await m.balance(who, product.UUID)).body.UsageBalance.find((u) => u.Type === 'Data')?.UsedAmount;
  expect(await used()).toBe(819);

  const now = ctx.run.sandbox.clock.now();
  await control(ctx.run.url, 'POST', '/clock', { advanceMs: nzDay(now).uptoMs - now + 60_000 });
  expect(await used()).toBe(819);

  await control(ctx.run.url, 'POST', '/clock', { advanceMs: DAY_MS });
  expect(await used()).toBeGreaterThan(819);
});
