import {
  addonRetryUntil, ADDON_RETRY_EVERY_MS, billingReferenceChange, canBuyAddon, hasLiveBasePlan, isSamePlan, nextPlanChangeAllowedAt, planChangeAllowed,
  planChangeModes, planErrorCode, purchaseCall, purchaseStep, transferTarget,
} from '@/lib/plans/rules';
import { SHIPPED_FLAGS } from '@/lib/flags/shipped';

const DAY = 24 * 60 * 60 * 1000;

describe('planChangeModes — "Change-plan mode is NOW for prepay and postpay (options NOW, LATER, BOTH)."', () => {
  it('as shipped: NOW for prepay, postpay and payg', () => {
    expect(['prepay', 'postpay', 'payg'].map((k) => planChangeModes(k as 'prepay', SHIPPED_FLAGS))).toEqual(['NOW', 'NOW', 'NOW']);
  });

  it('each kind reads its own setting; payg uses prepay\'s; anything else is NOW', () => {
    const flags = { planChangeModePrepay: 'later', planChangeModePostpay: 'BOTH' };
    expect(planChangeModes('prepay', flags)).toBe('LATER');
    expect(planChangeModes('payg', flags)).toBe('LATER');
    expect(planChangeModes('postpay', flags)).toBe('BOTH');
    expect(planChangeModes(null, flags)).toBe('LATER');
    expect(planChangeModes('postpay', { ...flags, planChangeModePostpay: 'SOMETIMES' })).toBe('NOW');
  });

  it('planChangeAllowed: NOW allows now, LATER at the next billing date, BOTH either', () => {
    expect([planChangeAllowed('NOW', 'now'), planChangeAllowed('NOW', 'later')]).toEqual([true, false]);
    expect([planChangeAllowed('LATER', 'now'), planChangeAllowed('LATER', 'later')]).toEqual([false, true]);
    expect([planChangeAllowed('BOTH', 'now'), planChangeAllowed('BOTH', 'later')]).toEqual([true, true]);
  });
});

describe('nextPlanChangeAllowedAt — "Plan change: … once per month"', () => {
  const now = new Date('2026-11-24T00:00:00Z');

  it('no change yet, or one 30 days ago or more: allowed now (null)', () => {
    expect(nextPlanChangeAllowedAt(null, now)).toBeNull();
    expect(nextPlanChangeAllowedAt(new Date(now.getTime() - 30 * DAY), now)).toBeNull();
    expect(nextPlanChangeAllowedAt(new Date(now.getTime() - 45 * DAY), now)).toBeNull();
  });

  it('a change 10 days ago: the next one 30 days after it', () => {
    expect(nextPlanChangeAllowedAt(new Date(now.getTime() - 10 * DAY), now)?.toISOString()).toBe('2026-12-14T00:00:00.000Z');
  });
});

describe('isSamePlan — \'you already have this plan\'', () => {
  const plan = { uuid: 'entry-1', catalogUuid: 'entry-1', availabilityUuid: 'avail-1' };

  it('the same availability or catalogue entry (any case) is the same plan', () => {
    expect(isSamePlan({ availabilityUuid: 'AVAIL-1' }, plan)).toBe(true);
    expect(isSamePlan({ availabilityUuid: null, catalogUuid: 'entry-1' }, plan)).toBe(true);
  });

  it('another plan, or none held, is not', () => {
    expect(isSamePlan({ availabilityUuid: 'avail-2', catalogUuid: 'entry-2' }, plan)).toBe(false);
    expect(isSamePlan({ availabilityUuid: null, catalogUuid: null }, plan)).toBe(false);
    expect(isSamePlan(null, plan)).toBe(false);
  });
});

describe('addonRetryUntil and purchaseStep — "Addon purchase: response Status \'pending_payment\' means payment pending. With a ClientSecret the card payment is confirmed. Success when payment status is succeeded or HTTP status is 200. Without a ClientSecret the same purchase is retried until 10 seconds since the first attempt, then fails."', () => {
  const first = 1_000_000;

  it('"until 10 seconds since the first attempt", sent again every 250 ms ("Poll interval 250 ms")', () => {
    expect(addonRetryUntil(first)).toBe(first + 10_000);
    expect(ADDON_RETRY_EVERY_MS).toBe(250);
  });

  it('pending with a ClientSecret: the card payment is confirmed', () => {
    expect(purchaseStep({ status: 'pending_payment', httpStatus: 200, clientSecret: 'pi_1_secret_2' }, first, first)).toBe('confirm');
  });

  it('success when the status is succeeded or the HTTP status is 200', () => {
    expect(purchaseStep({ status: 'succeeded', httpStatus: 201, clientSecret: null }, first, first)).toBe('succeeded');
    expect(purchaseStep({ status: '', httpStatus: 200, clientSecret: null }, first, first)).toBe('succeeded');
  });

  it('pending without a ClientSecret: again until 10 s after the first attempt, then failed', () => {
    const pending = { status: 'pending_payment', httpStatus: 202, clientSecret: null };
    expect(purchaseStep(pending, first, first + 9_999)).toBe('retry');
    expect(purchaseStep(pending, first, first + 10_000)).toBe('failed');
    expect(purchaseStep({ ...pending, httpStatus: 200 }, first, first + 5_000)).toBe('retry');
  });
});

describe('canBuyAddon — "\'You have no active plans\' with \'Please buy a base plan before you can buy an addon\'"', () => {
  it('an add-on needs a base plan; a base plan can always be bought', () => {
    expect(canBuyAddon(true, false)).toBe(true);
    expect(canBuyAddon(false, false)).toBe(false);
    expect(canBuyAddon(false, true)).toBe(true);
  });

  it('hasLiveBasePlan: a base plan not ended', () => {
    const now = 1_000;
    expect(hasLiveBasePlan([{ isBasePlan: true, expiresAt: 2_000 }], now)).toBe(true);
    expect(hasLiveBasePlan([{ isBasePlan: true }], now)).toBe(true);
    expect(hasLiveBasePlan([{ isBasePlan: true, expiresAt: 500 }, { isBasePlan: false, expiresAt: 2_000 }], now)).toBe(false);
  });
});

describe('purchaseCall — the calls of "Addon and plan purchase": prepay_addon, prepay_addon_initial, POST /postpay/addon', () => {
  it('postpay: /postpay/addon whatever the payment', () => {
    expect(purchaseCall('postpay', 'cards', true, false)).toBe('postpay_addon');
    expect(purchaseCall('postpay', 'bill_routes', false, true)).toBe('postpay_addon');
  });

  it('prepay and payg: prepay_addon from the credit or by card; prepay_addon_initial for a first plan by card', () => {
    expect(purchaseCall('prepay', 'balance', true, false)).toBe('prepay_addon');
    expect(purchaseCall('payg', 'cards', true, false)).toBe('prepay_addon');
    expect(purchaseCall('payg', 'cards', false, true)).toBe('prepay_addon_initial');
    expect(purchaseCall('payg', 'balance', false, true)).toBe('prepay_addon');
  });

  it('prepay may pay by bill route (docs/families-contract.md §3 "Bill to account": prepay_addon with PaymentMethodType bill_routes)', () => {
    expect(purchaseCall('prepay', 'bill_routes', true, false)).toBe('prepay_addon');
    expect(purchaseCall('payg', 'bill_routes', false, true)).toBe('prepay_addon');
  });
});

describe('billingReferenceChange — "a billing-reference change where the second part is equal and the first differs, when not mid-transfer, shows a message that the payment type changed"', () => {
  it.each([
    ['prepay:123', 'postpay:123', false, true],
    ['postpay:123', 'prepay:123', false, true],
    ['prepay:123', 'postpay:123', true, false],
    ['prepay:123', 'prepay:123', false, false],
    ['prepay:123', 'postpay:456', false, false],
    ['prepay:123', 'PREPAY:123', false, false],
    ['', 'postpay:123', false, false],
    ['prepay', 'postpay', false, false],
  ])('%p → %p (mid-transfer %p): %p', (before, after, mid, changed) => {
    expect(billingReferenceChange(before, after, mid)).toBe(changed);
  });

  it('transferTarget: the other type (payg is prepay)', () => {
    expect([transferTarget('prepay'), transferTarget('payg'), transferTarget('postpay')]).toEqual(['postpay', 'postpay', 'prepay']);
  });
});

describe('planErrorCode — the refusals of "Addon purchase needs an available product, else \'no plan\' or addon_available_product_not_found", plan change (\'you already have this plan\', \'can not find plan\', once per month) and "Unpaid debt must be paid before … transferring product type"', () => {
  it.each([
    [409, 'You already have this plan', undefined, 'already_have_plan'],
    [404, 'can not find plan', undefined, 'plan_not_found'],
    [409, 'You can change your plan once a month', undefined, 'plan_change_limit'],
    [409, 'You have no active plans', undefined, 'no_active_plan'],
    [404, 'no plan', 4041, 'addon_not_found'],
    [404, 'anything', 4041, 'addon_not_found'],
    [404, 'addon_available_product_not_found', undefined, 'addon_not_found'],
    [400, 'Auto renew is not allowed for this add-on', undefined, 'auto_renew_not_allowed'],
    [409, 'Product is already postpay', undefined, 'same_product_type'],
    [409, 'Unpaid debt must be paid before transferring', undefined, 'unpaid_debt'],
    [402, 'Not enough balance', undefined, 'not_enough_balance'],
    [402, 'Spend limit is over', undefined, 'spend_limit_over'],
    [402, 'Insufficient funds', undefined, 'insufficient_funds'],
    [400, 'No card', undefined, 'no_card'],
    [404, 'Product is not found', undefined, null],
    [500, 'You already have this plan', undefined, null],
  ])('%p %p (err_number %p) → %p', (status, message, errNumber, code) => {
    expect(planErrorCode({ status, message, errNumber })).toBe(code);
  });
});
