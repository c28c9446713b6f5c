import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ActionsDetails } from '@/components/sim/actions-details';
import { PageHeading } from '@/components/ui/page-heading';
import { requireScreen } from '../../../_lib/require-screen';
import { passwordAllowed } from '../_lib/sim-pages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profile.nav.screens');
  return { title: t('simDetails') };
}

/** sim-details: the SIM's number, SIM ID, IMSI and (with `pukOnSimDetails`) PUK, after the second factor. */
export default async function SimDetailsPage() {
  await requireScreen('sim-details');
  const [tn, allowPassword] = await Promise.all([getTranslations('profile.nav.screens'), passwordAllowed()]);
  return (
    <>
      <PageHeading title={tn('simDetails')} />
      <ClientMessages namespaces={['simActions', 'account', 'profile']}>
        <ActionsDetails allowPassword={allowPassword} />
      </ClientMessages>
    </>
  );
}
