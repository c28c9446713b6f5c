import 'server-only';
import { redirect } from 'next/navigation';
import { getFlags } from '@/lib/config/calls';
import { getCustomer, listBillingRoutes } from '@/lib/customer/calls';
import { isEmailVerified } from '@/lib/customer/rules';
import type { BillingRouteView } from '@/lib/customer/types';
import { paymentOptions } from '@/lib/eshop/rules';
import type { PaymentMethodType } from '@/lib/eshop/types';
import { payingRoute } from '@/lib/families/rules';
import { getSession, isSignedIn } from '@/lib/session';
import { getRequestContext, leaveIfEnded } from '@/lib/upstream/request';

export type CheckoutCustomer =
  | { signedIn: false }
  | {
    signedIn: true; emailVerified: boolean; email: string; contact: { email: string; name: string; phone: string }; options: PaymentMethodType[];
    /** The route a bill to the account would charge ('Bill to {payer}', '{left} left this month'); null when bill_routes is not offered. */
    billTo: BillingRouteView | null;
  };

/**
 * Who is checking out: nobody yet (sign in or sign up, then back), or the session's customer
 * with the contact to prefill, whether the email is verified (spec §4 rule), and the payment
 * options on offer (lib/eshop rules: cards; bill to account when `payingRoute` gives a route,
 * which is `billTo`; Afterpay and Klarna only when buy-now-pay-later is on).
 */
export async function checkoutCustomer(path: string): Promise<CheckoutCustomer> {
  const session = await getSession();
  if (!isSignedIn(session)) return { signedIn: false };
  const uuid = session.customerUuid;
  if (!uuid || !session.customerUuids.includes(uuid)) {
    if (session.customerUuids.length > 0) redirect(`/select-account?redirect=${encodeURIComponent(path)}`);
    redirect('/no-plans-page');
  }
  const [ctx, flags] = await Promise.all([getRequestContext(), getFlags()]);
  const [customer, routesRes] = await Promise.all([getCustomer(ctx, uuid), listBillingRoutes(ctx, uuid)]);
  const routes = routesRes.ok ? routesRes.data : [];
  leaveIfEnded(ctx, path);
  if (!customer.ok) throw new Error(`checkout: customer unavailable (${customer.error.kind})`);
  const c = customer.data;
  const email = c.email || session.email || '';
  const name = [c.firstName, c.lastName].filter(Boolean).join(' ') || [session.firstName, session.lastName].filter(Boolean).join(' ');
  return {
    signedIn: true,
    emailVerified: isEmailVerified({ accountSays: c.emailVerified, email, envFlag: flags.emailVerifiedOverride, identityProvider: session.identityProvider }),
    email,
    contact: { email, name, phone: c.mobileNumber ?? '' },
    options: paymentOptions(flags, routes),
    billTo: payingRoute(flags.billingRouting, routes),
  };
}
