import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ServiceUsage } from '@/components/broadband/account/service-usage';
import { PageHeading } from '@/components/ui/page-heading';
import { requireScreen } from '../../../../_lib/require-screen';
import { firstServices } from '../../_lib/first-views';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('broadband.account.usage');
  return { title: t('ufbTitle') };
}

/** broadband/ufb/usage (the UFB module): fibre is unlimited, so "Unlimited data" and the plan's speed. */
export default async function UfbUsagePage() {
  await requireScreen('broadband/ufb/usage');
  const [t, first] = await Promise.all([getTranslations('broadband.account.usage'), firstServices('/profile/broadband/ufb/usage')]);
  return (
    <>
      <PageHeading title={t('ufbTitle')}>{t('ufbIntro')}</PageHeading>
      <ClientMessages namespaces={['broadband', 'planRules']}>
        <ServiceUsage technology="UFB" initial={first.services} />
      </ClientMessages>
    </>
  );
}
