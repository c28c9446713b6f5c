import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { StatusPanel } from '@/components/layout/status-panel';
import { ButtonLink } from '@/components/ui/button-link';
import { VerifyEmail } from '../../email-verify-page/_components/verify-email';
import { checkoutAfterVerify } from '@/lib/eshop/rules';
import { checkoutCustomer } from '../_lib/checkout-customer';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout.verify');
  return { title: t('title'), robots: { index: false } };
}

/**
 * /eshop/email-verify: the checkout's "Verify your email" step. The same send / resend /
 * confirm as the account's email verification; once confirmed, back to the checkout.
 * Signed out → sign-in (proxy.ts first); already verified → the checkout. `?next=` names which
 * checkout (the shop's, or a broadband one: `checkoutAfterVerify`).
 */
export default async function EshopEmailVerifyPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const next = checkoutAfterVerify((await searchParams).next);
  const here = next === '/eshop/checkout' ? '/eshop/email-verify' : `/eshop/email-verify?next=${encodeURIComponent(next)}`;
  const who = await checkoutCustomer(here);
  if (!who.signedIn) redirect(`/sign-in?redirect=${encodeURIComponent(here)}`);
  if (who.emailVerified) redirect(next);
  const [t, te] = await Promise.all([getTranslations('checkout.verify'), getTranslations('emailVerify')]);
  return (
    <StatusPanel
      icon="mail"
      title={t('heading')}
      actions={
        <ButtonLink href={next} variant="secondary">
          {t('back')}
        </ButtonLink>
      }
    >
      <p>{t('body')}</p>
      <p>{who.email ? te.rich('sentTo', { email: who.email, b: (chunks) => <strong>{chunks}</strong> }) : te('sentToUnknown')}</p>
      <ClientMessages namespaces={['account']}>
        <VerifyEmail email={who.email} next={next} />
      </ClientMessages>
    </StatusPanel>
  );
}
