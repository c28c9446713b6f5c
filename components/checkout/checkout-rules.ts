import type { PaymentOutcome } from '@/lib/payments/types';

export type AddressDraft = { street: string; suburb: string; city: string; postcode: string; locationProvider?: string; locationProviderIdx?: string };
export type ContactDraft = { email: string; name: string; phone: string };

/** §5 "Delivery address needs at least street, city and postcode": which of the three are missing. */
export function missingAddressFields(a: AddressDraft): Array<'street' | 'city' | 'postcode'> {
  return (['street', 'city', 'postcode'] as const).filter((k) => a[k].trim() === '');
}

/** Spec §5 "Generic field messages: 'please enter'": the contact fields the checkout needs. */
export function missingContactFields(c: ContactDraft): Array<keyof ContactDraft> {
  return (['email', 'name', 'phone'] as const).filter((k) => c[k].trim() === '');
}

/** The checkout body's address (contract §3): a saved one by UUID, or the typed one. */
export function addressBody(savedUuid: string | null, a: AddressDraft) {
  if (savedUuid) return { addressUuid: savedUuid };
  return {
    lines: [a.street.trim()].filter(Boolean),
    ...(a.suburb.trim() ? { suburb: a.suburb.trim() } : {}),
    city: a.city.trim(),
    postcode: a.postcode.trim(),
    ...(a.locationProvider ? { locationProvider: a.locationProvider, locationProviderIdx: a.locationProviderIdx ?? '' } : {}),
  };
}

export type FailureText = 'network' | 'setup' | 'error_by_stripe_loading' | 'incompleteCard' | 'processing' | null;

/**
 * A failed payment's own words: the provider's message when it gave one ("Your card was
 * declined."), else our message for the code. Always followed by the spec's card trouble line.
 */
export function failureText(outcome: Extract<PaymentOutcome, { status: 'failed' }>): { message: string; key: FailureText } {
  if (outcome.message) return { message: outcome.message, key: null };
  switch (outcome.code) {
    case 'network_error': return { message: '', key: 'network' };
    case 'error_by_stripe_loading': return { message: '', key: 'error_by_stripe_loading' };
    case 'incomplete_card': return { message: '', key: 'incompleteCard' };
    default: return { message: '', key: 'processing' };
  }
}

/** Where a buy-now-pay-later provider sends the user back (spec §2 "bnpl-Return … query broadband=true, and service_type=ufb for fibre"). */
export function bnplReturnUrl(origin: string, broadband?: { serviceType: 'ufb' | 'fwa' }): string {
  const url = new URL('/eshop/bnpl-Return', origin);
  if (broadband) {
    url.searchParams.set('broadband', 'true');
    url.searchParams.set('service_type', broadband.serviceType);
  }
  return url.toString();
}

/**
 * "A failed provider return … redirects to the checkout address with redirect_status=failed":
 * the SIM checkout, or for broadband the fibre (service_type=ufb) or fixed wireless one.
 */
export function failedReturnPath(query: { broadband?: string | null; service_type?: string | null }): string {
  const base = query.broadband === 'true' ? (query.service_type === 'ufb' ? '/eshop/checkout-ufb' : '/eshop/checkout-fwa') : '/eshop/checkout';
  return `${base}?redirect_status=failed`;
}
