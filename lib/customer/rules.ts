import { isStrongPassword } from '@/lib/auth/rules';
import {
  DISPLAY_NAME_MAX_ACCOUNT,
  DISPLAY_NAME_MAX_SIGN_IN,
  SECOND_FACTOR_PROOF_MS,
  PRODUCT_STATUS_ACTIVE,
  PRODUCT_STATUS_PRE_ACTIVATED,
} from '@/lib/flags/constants';
import type { BroadbandHolding, GuardRedirect, MobileProductView, PaymentKind, ProductStatusLabel } from './types';

type ProductLike = { status?: number; billingReference: string; productType: string; addons: readonly unknown[] };

/**
 * "Below 4 or missing billing reference: Not Activated. 2: pre-activated (FWA and fibre).
 * 4: active. Above 4: Not Active." (portal-shop-onboarding.md §4 Product status numbers)
 */
export function productStatus(p: Pick<ProductLike, 'status' | 'billingReference' | 'productType'>): ProductStatusLabel {
  const status = p.status;
  if (status === PRODUCT_STATUS_PRE_ACTIVATED && isBroadbandProduct(p.productType)) return 'preActivated';
  if (status === undefined || status < PRODUCT_STATUS_ACTIVE || !p.billingReference) return 'notActivated';
  if (status === PRODUCT_STATUS_ACTIVE) return 'active';
  return 'notActive';
}

/** A fixed wireless (mobileFWA) or fibre product among the mobile products: not a mobile SIM (issue 28 item 7). */
export function isBroadbandProduct(productType: string): boolean {
  return /fwa|ufb|fibre/i.test(productType);
}

/**
 * "Prepay means the billing reference starts with prepay or payg; postpay means it starts
 * with postpay." (§4)
 */
export function paymentKind(billingReference: string): PaymentKind {
  const ref = billingReference.toLowerCase();
  if (ref.startsWith('prepay') || ref.startsWith('payg')) return 'prepay';
  if (ref.startsWith('postpay')) return 'postpay';
  return 'unknown';
}

export function isPayg(billingReference: string): boolean {
  return billingReference.toLowerCase().startsWith('payg');
}

/** "Status 4 together with a billing reference and add-ons counts as activated with add-ons." (§4) */
export function isActivatedWithAddons(p: ProductLike): boolean {
  return p.status === PRODUCT_STATUS_ACTIVE && p.billingReference !== '' && p.addons.length > 0;
}

/** "The current product is auto-selected as the first product that is not Not Activated." (§4) */
export function autoSelectProduct<T extends Pick<ProductLike, 'status' | 'billingReference' | 'productType'>>(products: readonly T[]): T | undefined {
  return products.find((p) => productStatus(p) !== 'notActivated');
}

/**
 * Keeps the user's choice while it still names one of their products, else auto-selects.
 */
export function currentProduct<T extends Pick<ProductLike, 'status' | 'billingReference' | 'productType'> & { uuid: string }>(
  products: readonly T[],
  chosen: string | undefined,
): T | undefined {
  return (chosen && products.find((p) => p.uuid === chosen)) || autoSelectProduct(products);
}

/**
 * "Display names: first name only, cut at 33 combined characters (sign-in) or 20 (account)."
 * (§5). The name a page greets or lists someone by is the first name alone: the last name is
 * never shown in it. 'signIn' is the name as the sign-in holds it (the identity's FirstName, where
 * "Sign-in display name stores first and last name separated by two spaces" (§3): 33 characters
 * in all, so never more than 33 of the first name); 'account' the customer account's (20).
 * The person's full name stays where it is data, not a display name: personal details' Name row
 * and its edit form's two fields.
 */
export function displayName(firstName: string, where: 'signIn' | 'account'): string {
  const limit = where === 'signIn' ? DISPLAY_NAME_MAX_SIGN_IN : DISPLAY_NAME_MAX_ACCOUNT;
  return firstName.trim().slice(0, limit).trim();
}

/** "Suspended means AccountState equals Suspended; a failure to look up the suspended state is treated as not suspended." (§4) */
export function isSuspended(accountState: string | undefined | null): boolean {
  return accountState === 'Suspended';
}

/** "Email counts as verified if the account says so, the address ends in a placeholder domain, an environment flag is set, or the sign-in is social." (§4) */
export const PLACEHOLDER_EMAIL_DOMAINS = ['privaterelay.appleid.com', 'placeholder.invalid'] as const;
const SOCIAL_PROVIDERS = ['GOOGLE', 'APPLE', 'FACEBOOK', 'FIREBASE'];
export function isEmailVerified(input: { accountSays: boolean; email: string; envFlag: boolean; identityProvider?: string }): boolean {
  if (input.accountSays || input.envFlag) return true;
  const email = input.email.toLowerCase();
  if (PLACEHOLDER_EMAIL_DOMAINS.some((d) => email.endsWith(`@${d}`))) return true;
  return SOCIAL_PROVIDERS.includes((input.identityProvider ?? '').toUpperCase());
}

/** "has payment cards or parent billing routes" (§2 Profile). Deleted and expired cards do not count. */
export function hasPaymentMethod(
  cards: readonly { expiryMonth: number; expiryYear: number }[],
  routes: readonly { routingType: string }[],
  now: Date,
): boolean {
  return cards.some((c) => !isCardExpired(c, now)) || routes.some((r) => r.routingType === 'parent');
}

/** "An expired flag is computed from month and year." A card works through its expiry month. */
export function isCardExpired(c: { expiryMonth: number; expiryYear: number }, now: Date): boolean {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  return c.expiryYear < y || (c.expiryYear === y && c.expiryMonth < m);
}

/**
 * The profile guard's "has addons" (§2 Profile) for a customer who may hold broadband too:
 * "Customers who hold one or more mobile or broadband products manage them here" (§1). A mobile
 * product with add-ons passes, as before; a broadband service held (fibre or fixed wireless, its
 * plan being the service itself) passes too, so a fibre-only customer is let in. A mobile
 * customer without add-ons and without broadband still goes to the no-addons page.
 */
export function hasPlans(mobile: readonly Pick<ProductLike, 'addons'>[], broadband: readonly unknown[]): boolean {
  return mobile.some((p) => p.addons.length > 0) || broadband.length > 0;
}

/**
 * A customer with broadband and no mobile product at all (issue 30: fibre only): the mobile home
 * has nothing to show them, so their account opens on the broadband tab.
 */
export function isBroadbandOnly(mobile: readonly unknown[], broadband: readonly unknown[]): boolean {
  return mobile.length === 0 && broadband.length > 0;
}

/**
 * A broadband service as the money screens see a product (issue 30, the broadband balance area):
 * the account's money is read and paid for it as for a mobile product, by its UUID and billing
 * reference. No number, no SIM, no add-ons.
 */
export function holdingAsProduct(h: BroadbandHolding): MobileProductView {
  return {
    uuid: h.uuid, msisdn: '', simId: '', productType: h.technology === 'UFB' ? 'ufb' : 'mobileFWA', billingReference: h.billingReference,
    statusLabel: h.statusLabel, paymentKind: h.paymentKind, isPayg: h.isPayg, createdAt: 0, addons: [],
  };
}

export type GuardFacts = {
  signedIn: boolean;
  emailVerified: boolean;
  suspended: boolean;
  hasPaymentMethod: boolean;
  hasAddons: boolean;
};

/**
 * "Requires: signed in, email verified, not suspended, has payment cards or parent billing
 * routes, and has addons. Otherwise the user goes respectively to sign-in, the email-verify
 * page, not-found, no-payment-methods or the no-addons page." (§2 Profile)
 */
export function profileGuard(f: GuardFacts): GuardRedirect | null {
  if (!f.signedIn) return '/sign-in';
  if (!f.emailVerified) return '/email-verify-page';
  if (f.suspended) return 'not-found';
  if (!f.hasPaymentMethod) return '/no-payment-methods';
  if (!f.hasAddons) return '/no-plans-page';
  return null;
}

/**
 * Where a user lands after signing in: several accounts and none chosen → select-account;
 * a suspended account → its only page; else the guard chain, else the redirect they came with.
 */
export function landingAfterSignIn(f: GuardFacts & { accounts: number; accountChosen: boolean; redirect?: string }): string {
  if (f.accounts > 1 && !f.accountChosen) return withRedirect('/select-account', f.redirect);
  if (f.signedIn && f.emailVerified && f.suspended) return '/suspended';
  // The shop's own flow (a checkout that sent them to sign in or up) needs no card or add-ons
  // yet — buying is how they get them — only a verified email, which it asks for itself.
  if (f.redirect && isShopPath(f.redirect)) return f.emailVerified ? f.redirect : SHOP_EMAIL_VERIFY;
  const blocked = profileGuard(f);
  if (blocked && blocked !== 'not-found') return blocked;
  return f.redirect ?? '/profile';
}

/** "E-shop under /eshop": its screens, where a sign-in or sign-up from the checkout returns. */
export const SHOP_EMAIL_VERIFY = '/eshop/email-verify';
export function isShopPath(path: string): boolean {
  return path === '/eshop' || path.startsWith('/eshop/') || path.startsWith('/eshop?');
}

function withRedirect(path: string, redirect?: string): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}

/** The password rule is lib/auth/rules.ts's (§5), one place for sign-up, reset and change. */
export { isStrongPassword };

export type PasswordChangeProblem = 'password_mismatch' | 'password_unchanged' | 'password_rules';

/**
 * "Old and new passwords must differ; new and confirmation must match ('new password and
 * confirm do not match')." plus the password rule for the new one (§5). First problem wins.
 */
export function passwordChangeProblem(input: { oldPassword: string; newPassword: string; confirmPassword: string }): PasswordChangeProblem | null {
  if (input.newPassword !== input.confirmPassword) return 'password_mismatch';
  if (input.newPassword === input.oldPassword) return 'password_unchanged';
  if (!isStrongPassword(input.newPassword)) return 'password_rules';
  return null;
}

export type EmailChangeProblem = 'email_confirm_mismatch' | 'email_unchanged';

/**
 * "Email and confirm email must match; a new email must differ from the current one." (§5)
 * Addresses compare without surrounding spaces and case.
 */
export function emailChangeProblem(input: { email: string; confirmEmail: string; currentEmail: string }): EmailChangeProblem | null {
  const norm = (e: string) => e.trim().toLowerCase();
  if (norm(input.email) !== norm(input.confirmEmail)) return 'email_confirm_mismatch';
  if (norm(input.email) === norm(input.currentEmail)) return 'email_unchanged';
  return null;
}

/** "Customer field update needs payload, SPID and UUID ('Missing required parameters: payload, SPID, UUID')." (§5) */
export function hasCustomerUpdateParameters(input: { payload?: object | null; spid?: number | null; uuid?: string | null }): boolean {
  return Boolean(input.payload && Object.keys(input.payload).length > 0 && input.spid && input.uuid);
}

/** The proof a passed second factor leaves in the session: valid until its expiry (ms). */
export function secondFactorExpiry(passedAtMs: number): number {
  return passedAtMs + SECOND_FACTOR_PROOF_MS;
}

/** Sensitive actions go through only while the proof has not expired. */
export function hasSecondFactor(until: number | undefined, nowMs: number): boolean {
  return until !== undefined && nowMs < until;
}
