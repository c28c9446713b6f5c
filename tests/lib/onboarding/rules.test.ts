import {
  activationErrorText, activationKind, activationState, activationSteps, activationWaitOver, adoptionOutcome,
  dryActivationVerdict, finalisedByCall, maskNumber, needsPaymentConfirmation, parseSimId, paymentAllowed, planTypesOf, resendSecondsLeft,
} from '@/lib/onboarding/rules';

const meta = (over: Partial<{ PlanType: string; FullyPaid: boolean; ReplacementFor: string }> = {}) =>
  ({ PlanType: 'PREPAY_ADDON', FullyPaid: false, ReplacementFor: '', ...over });

describe('Adoption (portal-shop-onboarding.md §3 "Onboarding-related", §4 "Adoption")', () => {
  it('"Adoption result: metadata that decides plan type (postpay; prepay plus add-on; PAYG)"', () => {
    expect(adoptionOutcome(meta({ PlanType: 'POSTPAY' }))?.planType).toBe('postpay');
    expect(adoptionOutcome(meta({ PlanType: 'PREPAY_ADDON' }))?.planType).toBe('prepay');
    expect(adoptionOutcome(meta({ PlanType: 'PAYG' }))?.planType).toBe('payg');
    expect(adoptionOutcome(meta({ PlanType: 'SOMETHING' }))).toBeNull();
  });

  it('"whether fully paid, and whether it is a SIM swap (a replacement-for value is present)"', () => {
    expect(adoptionOutcome(meta({ FullyPaid: true }))).toEqual({ planType: 'prepay', fullyPaid: true, simSwap: false });
    expect(adoptionOutcome(meta({ ReplacementFor: 'b3c1e2d4-0000-4000-8000-000000000001' }))?.simSwap).toBe(true);
    expect(adoptionOutcome(meta({ ReplacementFor: '  ' }))?.simSwap).toBe(false);
  });

  it('"SMS codes have a resend countdown (length not shown)": whole seconds left, then 0', () => {
    expect(resendSecondsLeft(1_000, 1_000, 30)).toBe(30);
    expect(resendSecondsLeft(1_000, 1_500, 30)).toBe(30);
    expect(resendSecondsLeft(1_000, 30_001, 30)).toBe(1);
    expect(resendSecondsLeft(1_000, 31_000, 30)).toBe(0);
    expect(resendSecondsLeft(1_000, 90_000, 30)).toBe(0);
  });

  it('"enter SIM ID or phone": a SIM ID is 19 or 20 digits, spaces and dashes allowed', () => {
    expect(parseSimId('8964 0500 0000 0001 6011')).toBe('89640500000000016011');
    expect(parseSimId('8964-0500-0000-0001-601')).toBe('8964050000000001601');
    expect(parseSimId('896405000000000160')).toBeNull();
    expect(parseSimId('896405000000000160111')).toBeNull();
    expect(parseSimId('8964050000000001601x')).toBeNull();
  });

  it('a number shown before the SIM is the customer\'s is masked', () => {
    expect(maskNumber('021 555 0901')).toBe('021 *** *901');
    expect(maskNumber('0215550901')).toBe('021 *** *901');
    expect(maskNumber('021 555 090')).toBe('021 *** 090');
  });
});

describe('Activation (§4 "Activation finalisation", "Addon purchase", §8 "Other errors")', () => {
  const prepay = { planType: 'prepay' as const, fullyPaid: false };

  it('"Types: dry_activation, voucher_redeem_activation, postpay, payg, prepay, and prepay with casual."', () => {
    expect(activationKind({ ...prepay, fullyPaid: true }, { plan: true, payment: null })).toBe('dry_activation');
    expect(activationKind(prepay, { plan: true, payment: 'voucher' })).toBe('voucher_redeem_activation');
    expect(activationKind({ planType: 'postpay', fullyPaid: false }, { plan: true, payment: 'cards' })).toBe('postpay');
    expect(activationKind({ planType: 'payg', fullyPaid: false }, { plan: false, payment: 'cards' })).toBe('payg');
    expect(activationKind(prepay, { plan: true, payment: 'cards' })).toBe('prepay');
    expect(activationKind(prepay, { plan: false, payment: 'cards' })).toBe('prepay_casual');
    expect(activationKind(prepay, { plan: true, payment: 'bill_routes' })).toBe('prepay');
  });

  it('"An onboarding purchase that is fully paid skips card confirmation and succeeds."', () => {
    expect(needsPaymentConfirmation('dry_activation')).toBe(false);
    expect(needsPaymentConfirmation('voucher_redeem_activation')).toBe(false);
    for (const kind of ['postpay', 'payg', 'prepay', 'prepay_casual'] as const) expect(needsPaymentConfirmation(kind)).toBe(true);
  });

  it('a voucher adds credit: it pays prepay and PAYG activations, not postpay', () => {
    expect(paymentAllowed('prepay', 'voucher')).toBe(true);
    expect(paymentAllowed('payg', 'voucher')).toBe(true);
    expect(paymentAllowed('postpay', 'voucher')).toBe(false);
    expect(paymentAllowed('postpay', 'cards')).toBe(true);
  });

  it('"Dry activation result: an HTTP 412 means no payment error; other 4xx statuses give a payment-method error message; other failures are treated as not dry."', () => {
    expect(dryActivationVerdict(412)).toBe('no_payment_error');
    expect(dryActivationVerdict(400)).toBe('payment_method_error');
    expect(dryActivationVerdict(402)).toBe('payment_method_error');
    expect(dryActivationVerdict(499)).toBe('payment_method_error');
    expect(dryActivationVerdict(500)).toBe('not_dry');
    expect(dryActivationVerdict(200)).toBe('not_dry');
    expect(dryActivationVerdict(0)).toBe('not_dry');
  });

  it('"Activation 4xx: \'We cannot proceed with your Activation, {server message}\' or \'... Please try again later\'."', () => {
    expect(activationErrorText(409, 'SIM is not pre-activated')).toBe('We cannot proceed with your Activation, SIM is not pre-activated');
    expect(activationErrorText(409, '  ')).toBe('We cannot proceed with your Activation, Please try again later');
    expect(activationErrorText(500, 'database down')).toBe('We cannot proceed with your Activation, Please try again later');
    expect(activationErrorText(503, null)).toBe('We cannot proceed with your Activation, Please try again later');
  });

  it('"Each ends by waiting for the mobile product, with its addons, to appear (up to 250 seconds)."', () => {
    expect(activationWaitOver(0, 249_999)).toBe(false);
    expect(activationWaitOver(0, 250_000)).toBe(true);
  });

  it('ready is "Status 4 together with a billing reference and add-ons"; before it the upstream\'s record; 250 s without it, timed out', () => {
    const at = { requestedAtMs: 0, nowMs: 5_000 };
    expect(activationState({ ...at, upstream: 'ACTIVE', status: 4, billingReference: 'prepay:1', addons: 1 })).toBe('ready');
    expect(activationState({ ...at, upstream: 'ACTIVE', status: 4, billingReference: 'prepay:1', addons: 0 })).toBe('active');
    expect(activationState({ ...at, upstream: 'PROVISIONING', status: 2, billingReference: '', addons: 0 })).toBe('provisioning');
    expect(activationState({ ...at, upstream: 'REQUESTED', status: 2, billingReference: '', addons: 0 })).toBe('requested');
    expect(activationState({ ...at, upstream: 'FAILED', status: 2, billingReference: '', addons: 0 })).toBe('failed');
    expect(activationState({ upstream: 'NONE', status: 2, billingReference: '', addons: 0, requestedAtMs: null, nowMs: 0 })).toBe('not_started');
    expect(activationState({ upstream: 'ACTIVE', status: 4, billingReference: 'prepay:1', addons: 0, requestedAtMs: 0, nowMs: 250_000 })).toBe('timed_out');
    // A late look after the wait gave up still says ready when the product came.
    expect(activationState({ upstream: 'ACTIVE', status: 4, billingReference: 'prepay:1', addons: 2, requestedAtMs: 0, nowMs: 900_000 })).toBe('ready');
  });

  it('the wait shows payment, network, plan, ready: finished ones done, the next current', () => {
    expect(activationSteps('provisioning', { payment: '2026-11-25T01:00:00.000Z' })).toEqual([
      { key: 'payment', state: 'done', at: '2026-11-25T01:00:00.000Z' },
      { key: 'network', state: 'current', at: null },
      { key: 'plan', state: 'waiting', at: null },
      { key: 'ready', state: 'waiting', at: null },
    ]);
    expect(activationSteps('active').map((s) => s.state)).toEqual(['done', 'done', 'current', 'waiting']);
    expect(activationSteps('ready').map((s) => s.state)).toEqual(['done', 'done', 'done', 'done']);
    expect(activationSteps('failed').map((s) => s.state)).toEqual(['done', 'waiting', 'waiting', 'waiting']);
    expect(activationSteps('not_started').map((s) => s.state)).toEqual(['waiting', 'waiting', 'waiting', 'waiting']);
  });
});

describe('The plan type before activation (portal-shop-onboarding.md §7 "PUT /sim/v1/product-type/{dry}")', () => {
  it('"The adoption result decides the plan type (postpay; prepay plus add-on; PAYG)": its own first, the others may be chosen before activation', () => {
    expect(planTypesOf({ planType: 'postpay', fullyPaid: false, simSwap: false })).toEqual(['postpay', 'prepay', 'payg']);
    expect(planTypesOf({ planType: 'prepay', fullyPaid: false, simSwap: false })).toEqual(['prepay', 'postpay', 'payg']);
  });

  it('"whether fully paid, and whether it is a SIM swap": the plan paid for, or the service replaced, keeps its type', () => {
    expect(planTypesOf({ planType: 'prepay', fullyPaid: true, simSwap: false })).toEqual(['prepay']);
    expect(planTypesOf({ planType: 'payg', fullyPaid: false, simSwap: true })).toEqual(['payg']);
  });
});

describe('Activation finalisation (portal-shop-onboarding.md §7 "POST v3/{spid}/prepay_mobile/finalise_activation")', () => {
  it('"Types: … prepay, and prepay with casual" start by finalise_activation; postpay, payg and dry_activation do not', () => {
    expect((['prepay', 'prepay_casual', 'postpay', 'payg', 'dry_activation', 'voucher_redeem_activation'] as const).map((k) => finalisedByCall(k, null))).toEqual([true, true, false, false, false, false]);
  });
  it('before the upstream names a kind: a prepay SIM not fully paid', () => {
    expect(finalisedByCall(null, { planType: 'prepay', fullyPaid: false })).toBe(true);
    expect(finalisedByCall(null, { planType: 'prepay', fullyPaid: true })).toBe(false);
    expect(finalisedByCall(null, { planType: 'postpay', fullyPaid: false })).toBe(false);
    expect(finalisedByCall(null, null)).toBe(false);
  });
});
