import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { StatusPanel } from '@/components/layout/status-panel';
import { ButtonLink } from '@/components/ui/button-link';
import { requireCustomer } from '@/lib/session/guards';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('noPaymentMethods');
  return { title: t('title') };
}

/** Where the profile guard sends an account without cards or parent billing routes. */
export default async function NoPaymentMethodsPage() {
  await requireCustomer('/no-payment-methods');
  const [t, tc] = await Promise.all([getTranslations('noPaymentMethods'), getTranslations('common')]);
  return (
    <StatusPanel
      icon="card"
      tone="warning"
      title={t('heading')}
      actions={
        <>
          <ButtonLink href="/help">{tc('getHelp')}</ButtonLink>
          <ButtonLink href="/" variant="secondary">
            {tc('backHome')}
          </ButtonLink>
          <SignOutButton />
        </>
      }
    >
      <p>{t('body')}</p>
      <p>{t('contact')}</p>
    </StatusPanel>
  );
}
