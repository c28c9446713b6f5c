import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BroadbandPay } from '@/components/broadband/checkout/broadband-pay';
import { BROADBAND_CHECKOUT_NAMESPACES } from '@/components/broadband/checkout/messages';
import { OrderSetup } from '@/components/broadband/checkout/order-setup';
import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryProvider } from '@/components/query/query-provider';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button-link';
import { getFlags } from '@/lib/config/calls';
import { getPaymentsConfig } from '@/lib/payments/config';
import { checkoutCustomer } from './checkout-customer';
import { ORDER_ID } from './load-order';
import styles from './eshop-page.module.css';

type Query = Record<string, string | string[] | undefined>;

/**
 * /eshop/checkout-ufb and /eshop/checkout-fwa, each behind its module (docs/broadband-contract.md
 * §4). Without `order`: the broadband cart the /broadband flow made, paid with the e-shop's
 * payment step (`redirect_status=failed`: back from a buy-now-pay-later provider unpaid, 'Payment
 * is failed'). With `order` (set once paid): "We're setting up your order", then the visits to
 * book. Signed out: sign in and back here.
 */
export async function BroadbandCheckout({ kind, query }: { kind: 'ufb' | 'fwa'; query: Query }) {
  const flags = await getFlags();
  if (!(kind === 'ufb' ? flags.ufbModule : flags.fwaModule)) notFound();
  const failedReturn = query.redirect_status === 'failed';
  const order = typeof query.order === 'string' && ORDER_ID.test(query.order) ? query.order : null;
  const base = `/eshop/checkout-${kind}`;
  const path = order ? `${base}?order=${encodeURIComponent(order)}` : failedReturn ? `${base}?redirect_status=failed` : base;
  const who = await checkoutCustomer(path);
  const t = await getTranslations('checkout');
  const title = kind === 'ufb' ? t('broadband.ufbTitle') : t('broadband.fwaTitle');

  if (!who.signedIn) {
    const back = encodeURIComponent(path);
    return (
      <div className={styles.page}>
        <h1>{title}</h1>
        {failedReturn && <Alert tone="error" live="off">{t('errors.paymentFailed')}</Alert>}
        <p>{t('signedOut.body')}</p>
        <p>
          <ButtonLink href={`/sign-in?redirect=${back}`}>{t('signedOut.signIn')}</ButtonLink>
        </p>
      </div>
    );
  }
  if (!who.emailVerified && !order) redirect(`/eshop/email-verify?next=${encodeURIComponent(base)}`);

  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <p className={styles.intro}>{order ? t('broadband.setup.intro') : t('broadband.intro')}</p>
      <ClientMessages namespaces={BROADBAND_CHECKOUT_NAMESPACES}>
        <QueryProvider>
          {order ? (
            <OrderSetup orderNumber={order} />
          ) : (
            <BroadbandPay kind={kind} contact={who.contact} options={who.options} billTo={who.billTo} payments={getPaymentsConfig()} failedReturn={failedReturn} />
          )}
        </QueryProvider>
      </ClientMessages>
    </div>
  );
}
