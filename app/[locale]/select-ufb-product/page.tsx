import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ChooseService, type ServiceChoice } from '@/components/broadband/account/choose-service';
import { ClientMessages } from '@/components/i18n/client-messages';
import { StatusPanel } from '@/components/layout/status-panel';
import { firstServices } from '../profile/(area)/broadband/_lib/first-views';
import { requireProfile } from '../profile/_lib/require-profile';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('broadband.account.select');
  return { title: t('title') };
}

const TAB = '/profile/broadband';

/**
 * select-ufb-product (signed in; the UFB module): a customer with several fibre services chooses
 * the one the broadband tab shows (PUT /api/broadband/services/current); with one or none there
 * is nothing to choose: straight to the tab.
 */
export default async function SelectUfbProductPage() {
  const data = await requireProfile();
  if (!data.flags.ufbModule) notFound();
  const first = await firstServices('/select-ufb-product');
  const fibre: ServiceChoice[] = (first.services?.services ?? [])
    .filter((s) => s.technology === 'UFB' && s.state !== 'cancelled')
    .map((s) => ({ id: s.id, planName: s.planName, address: s.address, current: s.current }));
  if (fibre.length <= 1) redirect(TAB);
  const t = await getTranslations('broadband.account.select');
  return (
    <StatusPanel icon="compass" title={t('title')}>
      <p>{t('intro')}</p>
      <ClientMessages namespaces={['broadband']}>
        <ChooseService services={fibre} />
      </ClientMessages>
    </StatusPanel>
  );
}
