import { allOnFlags, wantsAllOn } from '@/lib/flags/all-on';
import { routeGateOpen } from '@/lib/flags';
import { resolveFlags } from '@/lib/flags/resolve';
import { SHIPPED_FLAGS } from '@/lib/flags/shipped';
import { parseEnv } from '@/lib/flags/env';

// Issue 11, item 10: "a documented way to start the app with every flag of the shipped table
// switched on (the shipped configuration stays the default of `npm start`)".
describe('every feature on (FLAGS=all)', () => {
  it('stays the shipped configuration without FLAGS', () => {
    expect(resolveFlags({})).toEqual(SHIPPED_FLAGS);
    expect(wantsAllOn({})).toBe(false);
  });

  it('turns every feature flag of the shipped table on and every hide setting off', () => {
    const flags = resolveFlags({ FLAGS: 'all' });
    for (const [name, shipped] of Object.entries(SHIPPED_FLAGS)) {
      if (typeof shipped !== 'boolean' || name === 'emailVerifiedOverride') continue;
      expect([name, flags[name as keyof typeof flags]]).toEqual([name, !name.startsWith('hide')]);
    }
    expect(flags.availablePlans).toBe('prepay,postpay');
    expect(flags.orderPlacement).toBe('true');
  });

  it('keeps what is not a feature as shipped, and the anonymous pages need the captcha key still', () => {
    const flags = resolveFlags({ FLAGS: 'all' });
    expect(flags.emailVerifiedOverride).toBe(false);
    expect(flags.captchaKey).toBe('');
    expect(flags.supportProvider).toBe(SHIPPED_FLAGS.supportProvider);
    expect(routeGateOpen('recharge', flags)).toBe(false);
    expect(routeGateOpen('billingRoutes', flags)).toBe(true);
  });

  it("is not switched off by the remote config's shipped values (ufb_module 'false'): the every-feature start has fibre", () => {
    expect(resolveFlags({ FLAGS: 'all' }, { ufb_module: 'false' }).ufbModule).toBe(true);
    expect(resolveFlags({}, { ufb_module: 'false' }).ufbModule).toBe(false);
    expect(resolveFlags({ FLAGS: 'all', FLAG_UFB_MODULE: 'false' }, { ufb_module: 'true' }).ufbModule).toBe(false);
  });

  it('lets an explicit FLAG_* variable win over the preset', () => {
    expect(resolveFlags({ FLAGS: 'all', FLAG_VOUCHERS: 'false' }).vouchers).toBe(false);
    expect(Object.keys(allOnFlags())).not.toContain('allowedTabs');
  });
});

describe('the FLAGS variable', () => {
  const base = { NODE_ENV: 'test' } as Record<string, string>;
  it('takes all, and refuses anything else with a message naming it', () => {
    expect(parseEnv({ ...base, FLAGS: 'all' }).FLAGS).toBe('all');
    expect(() => parseEnv({ ...base, FLAGS: 'everything' })).toThrow(/FLAGS is either unset/);
  });
});
