import { bundleMax, bundleMin, missingPlans, problemsFromDetails } from '@/components/shop/bundle-rules';

describe('bundle builder rules', () => {
  test('"family (minimum 2 SIMs …), solo (minimum 1), companion (minimum 2 …), simple (minimum 1)"', () => {
    expect([bundleMin('family'), bundleMin('solo'), bundleMin('companion'), bundleMin('simple')]).toEqual([2, 1, 2, 1]);
  });
  test('"Multi-plan SIMs | max 5" caps every bundle, companion too ("Companion group | max 6" is not reached in one order)', () => {
    expect(bundleMax('family')).toBe(5);
    expect(bundleMax('simple')).toBe(5);
    expect(bundleMax('companion')).toBe(5);
  });
  test('"each SIM needs a plan (\'SIM n plan is not specified\')", numbered from 1', () => {
    expect(missingPlans([{ plan: 'a' }, { plan: '' }, { plan: '' }])).toEqual([{ sim: 2, code: 'plan_not_specified' }, { sim: 3, code: 'plan_not_specified' }]);
  });
  test('the BFF 422 details become problems; junk is dropped', () => {
    expect(problemsFromDetails([{ sim: 2, code: 'plan_not_available', message: 'SIM 2 plan is not available' }, { bad: 1 }, null])).toEqual([{ sim: 2, code: 'plan_not_available', message: 'SIM 2 plan is not available' }]);
    expect(problemsFromDetails(undefined)).toEqual([]);
  });
});
