/**
 * The message namespaces the broadband checkout's client components read (`ClientMessages` of
 * /eshop/checkout-ufb and /eshop/checkout-fwa): the checkout's, the payment step's, and the
 * account's slot picker that books the visits (issue 28: "the broadband visit booking shows
 * `broadband.account.slots.window` and `…slots.book` instead of times and the button's words").
 */
export const BROADBAND_CHECKOUT_NAMESPACES = ['checkout', 'paymentStep', 'broadband.account.slots', 'broadband.account.visit'] as const;
