import {
  autoSelectProduct, currentProduct, displayName, hasPaymentMethod, hasPlans, holdingAsProduct, isActivatedWithAddons, isBroadbandOnly, isCardExpired,
  isEmailVerified, isSuspended, landingAfterSignIn, paymentKind, productStatus, profileGuard,
} from '@/lib/customer/rules';

const p = (status: number | undefined, billingReference = 'prepay:5001', productType = 'mobile', addons: unknown[] = []) =>
  ({ status, billingReference, productType, addons });

describe('productStatus — "Below 4 or missing billing reference: Not Activated. 2: pre-activated (FWA and fibre). 4: active. Above 4: Not Active."', () => {
  it.each([
    [undefined, 'prepay:1', 'mobile', 'notActivated'],
    [1, 'prepay:1', 'mobile', 'notActivated'],
    [3, 'postpay:1', 'mobile', 'notActivated'],
    [4, '', 'mobile', 'notActivated'],
    [4, 'prepay:1', 'mobile', 'active'],
    [5, 'postpay:1', 'mobile', 'notActive'],
    [9, 'payg:1', 'mobile', 'notActive'],
    [2, '', 'mobileFWA', 'preActivated'],
    [2, 'postpay:1', 'ufb', 'preActivated'],
    [2, 'prepay:1', 'mobile', 'notActivated'],
  ] as const)('status %s, reference %j, type %s → %s', (status, ref, type, label) => {
    expect(productStatus(p(status, ref, type))).toBe(label);
  });
});

describe('paymentKind — "Prepay means the billing reference starts with prepay or payg; postpay means it starts with postpay."', () => {
  it('classifies references', () => {
    expect(paymentKind('prepay:50012')).toBe('prepay');
    expect(paymentKind('payg:50012')).toBe('prepay');
    expect(paymentKind('postpay:50012')).toBe('postpay');
    expect(paymentKind('')).toBe('unknown');
    expect(paymentKind('other:1')).toBe('unknown');
  });
});

describe('isActivatedWithAddons — "Status 4 together with a billing reference and add-ons counts as activated with add-ons."', () => {
  it('needs all three', () => {
    expect(isActivatedWithAddons(p(4, 'prepay:1', 'mobile', [{}]))).toBe(true);
    expect(isActivatedWithAddons(p(4, 'prepay:1', 'mobile', []))).toBe(false);
    expect(isActivatedWithAddons(p(4, '', 'mobile', [{}]))).toBe(false);
    expect(isActivatedWithAddons(p(5, 'prepay:1', 'mobile', [{}]))).toBe(false);
  });
});

describe('autoSelectProduct — "The current product is auto-selected as the first product that is not Not Activated."', () => {
  it('skips not-activated products', () => {
    const list = [{ ...p(1), uuid: 'a' }, { ...p(5), uuid: 'b' }, { ...p(4), uuid: 'c' }];
    expect(autoSelectProduct(list)?.uuid).toBe('b');
    expect(autoSelectProduct([{ ...p(1), uuid: 'a' }])).toBeUndefined();
  });
  it('keeps a chosen product only while it is still one of the list', () => {
    const list = [{ ...p(1), uuid: 'a' }, { ...p(4), uuid: 'c' }];
    expect(currentProduct(list, 'a')?.uuid).toBe('a');
    expect(currentProduct(list, 'gone')?.uuid).toBe('c');
  });
});

describe('displayName — "Display names: first name only, cut at 33 combined characters (sign-in) or 20 (account)."', () => {
  it('is the first name only: the last name is never shown in it', () => {
    expect(displayName('Aroha', 'account')).toBe('Aroha');
    expect(displayName('Aroha', 'signIn')).toBe('Aroha');
  });
  it('is cut at 20 characters for the account and at 33 for the sign-in', () => {
    expect(displayName('Maximilianus-Alexandros', 'account')).toBe('Maximilianus-Alexand');
    expect(displayName('Maximilianus-Alexandros', 'signIn')).toBe('Maximilianus-Alexandros');
    expect(displayName('A'.repeat(40), 'signIn')).toBe('A'.repeat(33));
  });
  it('trims, and leaves no space where the cut falls', () => {
    expect(displayName(' Tama ', 'account')).toBe('Tama');
    expect(displayName('Mary Ellen Rose Catherine', 'account')).toBe('Mary Ellen Rose Cath');
    expect(displayName('Anna-Maria Te Whetu Rangi', 'account')).toBe('Anna-Maria Te Whetu');
  });
});

describe('isSuspended — "Suspended means AccountState equals Suspended; a failure to look up the suspended state is treated as not suspended."', () => {
  it('only the exact state', () => {
    expect(isSuspended('Suspended')).toBe(true);
    expect(isSuspended('Active')).toBe(false);
    expect(isSuspended(undefined)).toBe(false);
    expect(isSuspended(null)).toBe(false);
  });
});

describe('isEmailVerified — "Email counts as verified if the account says so, the address ends in a placeholder domain, an environment flag is set, or the sign-in is social."', () => {
  const base = { accountSays: false, email: 'a@example.com', envFlag: false, identityProvider: 'LOCAL' };
  it('each of the four reasons', () => {
    expect(isEmailVerified(base)).toBe(false);
    expect(isEmailVerified({ ...base, accountSays: true })).toBe(true);
    expect(isEmailVerified({ ...base, email: 'x@privaterelay.appleid.com' })).toBe(true);
    expect(isEmailVerified({ ...base, envFlag: true })).toBe(true);
    expect(isEmailVerified({ ...base, identityProvider: 'GOOGLE' })).toBe(true);
  });
});

describe('hasPaymentMethod — "has payment cards or parent billing routes"', () => {
  const now = new Date('2026-11-23T00:00:00Z');
  it('a live card or a parent route', () => {
    expect(hasPaymentMethod([{ expiryMonth: 12, expiryYear: 2027 }], [], now)).toBe(true);
    expect(hasPaymentMethod([], [{ routingType: 'parent' }], now)).toBe(true);
    expect(hasPaymentMethod([], [{ routingType: 'child' }], now)).toBe(false);
    expect(hasPaymentMethod([{ expiryMonth: 10, expiryYear: 2026 }], [], now)).toBe(false);
  });
  it('"An expired flag is computed from month and year": a card works through its expiry month', () => {
    expect(isCardExpired({ expiryMonth: 11, expiryYear: 2026 }, now)).toBe(false);
    expect(isCardExpired({ expiryMonth: 10, expiryYear: 2026 }, now)).toBe(true);
    expect(isCardExpired({ expiryMonth: 1, expiryYear: 2025 }, now)).toBe(true);
  });
});

describe('profileGuard — "Requires: signed in, email verified, not suspended, has payment cards or parent billing routes, and has addons. Otherwise … sign-in, the email-verify page, not-found, no-payment-methods or the no-addons page."', () => {
  const ok = { signedIn: true, emailVerified: true, suspended: false, hasPaymentMethod: true, hasAddons: true };
  it('passes a complete account', () => expect(profileGuard(ok)).toBeNull());
  it('checks in the spec order', () => {
    expect(profileGuard({ ...ok, signedIn: false, emailVerified: false })).toBe('/sign-in');
    expect(profileGuard({ ...ok, emailVerified: false, suspended: true })).toBe('/email-verify-page');
    expect(profileGuard({ ...ok, suspended: true, hasPaymentMethod: false })).toBe('not-found');
    expect(profileGuard({ ...ok, hasPaymentMethod: false, hasAddons: false })).toBe('/no-payment-methods');
    expect(profileGuard({ ...ok, hasAddons: false })).toBe('/no-plans-page');
  });
});

describe('hasPlans — the guard\'s "has addons" for "Customers who hold one or more mobile or broadband products" (§1, issue 30)', () => {
  const fibre = { uuid: 'ufb-1', technology: 'UFB', billingReference: 'postpay:50010017', statusLabel: 'active', paymentKind: 'postpay', isPayg: false, current: true } as const;
  it('a mobile product with add-ons passes, as before', () => {
    expect(hasPlans([p(4, 'prepay:1', 'mobile', [{}])], [])).toBe(true);
  });
  it('a mobile customer without add-ons and without broadband still goes to the no-addons page', () => {
    expect(hasPlans([p(4, 'prepay:1', 'mobile', [])], [])).toBe(false);
    expect(profileGuard({ signedIn: true, emailVerified: true, suspended: false, hasPaymentMethod: true, hasAddons: hasPlans([p(4)], []) })).toBe('/no-plans-page');
  });
  it('a fibre-only customer (no mobile product, a fibre service) is let in', () => {
    expect(hasPlans([], [fibre])).toBe(true);
    expect(profileGuard({ signedIn: true, emailVerified: true, suspended: false, hasPaymentMethod: true, hasAddons: hasPlans([], [fibre]) })).toBeNull();
  });
  it('no product of either kind: the no-addons page', () => {
    expect(hasPlans([], [])).toBe(false);
  });
  it('isBroadbandOnly: broadband and no mobile product at all (the account opens on the broadband tab)', () => {
    expect(isBroadbandOnly([], [fibre])).toBe(true);
    expect(isBroadbandOnly([p(1)], [fibre])).toBe(false);
    expect(isBroadbandOnly([], [])).toBe(false);
  });
  it('holdingAsProduct: the service as the money screens see a product (its UUID, kind and billing reference; no number)', () => {
    expect(holdingAsProduct(fibre)).toEqual({
      uuid: 'ufb-1', msisdn: '', simId: '', productType: 'ufb', billingReference: 'postpay:50010017', statusLabel: 'active', paymentKind: 'postpay', isPayg: false, createdAt: 0, addons: [],
    });
  });
});

describe('landingAfterSignIn', () => {
  const ok = { signedIn: true, emailVerified: true, suspended: false, hasPaymentMethod: true, hasAddons: true, accounts: 1, accountChosen: true };
  it('"select-account (signed in; for users owning several customer accounts)"', () => {
    expect(landingAfterSignIn({ ...ok, accounts: 2, accountChosen: false })).toBe('/select-account');
    expect(landingAfterSignIn({ ...ok, accounts: 2, accountChosen: false, redirect: '/profile/plans' })).toBe('/select-account?redirect=%2Fprofile%2Fplans');
  });
  it('"suspended (only for suspended accounts)"', () => {
    expect(landingAfterSignIn({ ...ok, suspended: true })).toBe('/suspended');
  });
  it('the guard chain, else the redirect kept, else the profile', () => {
    expect(landingAfterSignIn({ ...ok, hasAddons: false })).toBe('/no-plans-page');
    expect(landingAfterSignIn({ ...ok, redirect: '/profile/plans' })).toBe('/profile/plans');
    expect(landingAfterSignIn(ok)).toBe('/profile');
  });
  it('"E-shop under /eshop: checkout, email-verify": a sign-in or sign-up from the checkout goes back to it, card or add-ons or not; an unverified email first to the shop\'s own email-verify', () => {
    const fresh = { ...ok, hasPaymentMethod: false, hasAddons: false, redirect: '/eshop/checkout' };
    expect(landingAfterSignIn(fresh)).toBe('/eshop/checkout');
    expect(landingAfterSignIn({ ...fresh, emailVerified: false })).toBe('/eshop/email-verify');
    expect(landingAfterSignIn({ ...fresh, accounts: 2, accountChosen: false })).toBe('/select-account?redirect=%2Feshop%2Fcheckout');
    expect(landingAfterSignIn({ ...fresh, suspended: true })).toBe('/suspended');
    expect(landingAfterSignIn({ ...fresh, redirect: '/eshopping' })).toBe('/no-payment-methods');
  });
});
