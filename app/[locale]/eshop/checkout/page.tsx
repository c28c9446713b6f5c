import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryProvider } from '@/components/query/query-provider';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button-link';
import { getPaymentsConfig } from '@/lib/payments/config';
import { checkoutCustomer } from '../_lib/checkout-customer';
import { CheckoutForm } from './_components/checkout-form';
import { SignedOutSummary } from './_components/signed-out-summary';
import styles from './_components/checkout.module.css';
import page from '../_lib/eshop-page.module.css';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout');
  return { title: t('title'), robots: { index: false } };
}

/**
 * /eshop/checkout. Signed out: sign in or create an account, both coming back here. Email not
 * verified: the verify step first. Signed in: the checkout form. `redirect_status=failed` is a
 * payment provider that sent the user back without paying ('Payment is failed', cart intact).
 */
export default async function CheckoutPage({ searchParams }: Props) {
  const failedReturn = (await searchParams).redirect_status === 'failed';
  const path = failedReturn ? '/eshop/checkout?redirect_status=failed' : '/eshop/checkout';
  const who = await checkoutCustomer(path);
  const t = await getTranslations('checkout');

  if (!who.signedIn) {
    const back = encodeURIComponent('/eshop/checkout');
    return (
      <div className={page.page}>
        <h1>{t('title')}</h1>
        {failedReturn && <Alert tone="error" live="off">{t('errors.paymentFailed')}</Alert>}
        <div className={styles.layout}>
          <ClientMessages namespaces={['checkout']}>
            <SignedOutSummary />
          </ClientMessages>
          <section className={`${styles.section} ${styles.signedOut}`} aria-labelledby="signed-out">
            <h2 id="signed-out">{t('signedOut.heading')}</h2>
            <p>{t('signedOut.body')}</p>
            <div className={styles.actions}>
              <ButtonLink href={`/sign-in?redirect=${back}`}>{t('signedOut.signIn')}</ButtonLink>
              <ButtonLink href={`/sign-up?redirect=${back}`} variant="secondary">{t('signedOut.signUp')}</ButtonLink>
            </div>
          </section>
        </div>
      </div>
    );
  }
  if (!who.emailVerified) redirect('/eshop/email-verify');

  return (
    <div className={page.page}>
      <h1>{t('title')}</h1>
      <p className={page.intro}>{t('intro')}</p>
      <ClientMessages namespaces={['checkout', 'paymentStep']}>
        <QueryProvider>
          <CheckoutForm contact={who.contact} options={who.options} billTo={who.billTo} payments={getPaymentsConfig()} failedReturn={failedReturn} />
        </QueryProvider>
      </ClientMessages>
    </div>
  );
}
