import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { screenHref } from '@/lib/profile/rules';
import { requireScreen } from '../../../_lib/require-screen';
import { SecurityLinks } from '../../mobile/security/_lib/security-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('broadband.account.security');
  return { title: t('title') };
}

/**
 * broadband/security (issue 30): the broadband customer's account security, as Call security's page
 * of links: the password (change-password), the signed-in devices (sign out everywhere, on personal
 * details), the saved cards that pay the broadband bill, and Call security where it opens (a mobile).
 */
export default async function BroadbandSecurityPage() {
  const { nav } = await requireScreen('broadband/security');
  const t = await getTranslations('broadband.account.security');
  const opens = (id: string) => nav.some((g) => g.screens.some((s) => s.id === id));
  const links = [
    { href: screenHref('change-password'), title: t('password.title'), line: t('password.link') },
    { href: screenHref('personal-data'), title: t('devices.title'), line: t('devices.link') },
    { href: screenHref('broadband/balance/payment-methods'), title: t('cards.title'), line: t('cards.link') },
    ...(opens('mobile/security') ? [{ href: screenHref('mobile/security'), title: t('calls.title'), line: t('calls.link') }] : []),
  ];
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <SecurityLinks label={t('pages')} links={links} />
    </>
  );
}
