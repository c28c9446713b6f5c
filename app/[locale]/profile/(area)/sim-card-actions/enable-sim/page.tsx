import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ActionsToggle } from '@/components/sim/actions-toggle';
import { PageHeading } from '@/components/ui/page-heading';
import { requireScreen } from '../../../_lib/require-screen';
import { passwordAllowed, statusFirstView } from '../_lib/sim-pages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profile.nav.screens');
  return { title: t('enableSim') };
}

/** enable-sim (flag simDisableEnable): the SIM's state and 'Enable SIM', confirmed, after the second factor. */
export default async function EnableSimPage() {
  await requireScreen('enable-sim');
  const [tn, allowPassword, initial] = await Promise.all([getTranslations('profile.nav.screens'), passwordAllowed(), statusFirstView('/profile/sim-card-actions/enable-sim')]);
  return (
    <>
      <PageHeading title={tn('enableSim')} />
      <ClientMessages namespaces={['simActions', 'account', 'profile']}>
        <ActionsToggle action="enable" initial={initial} allowPassword={allowPassword} />
      </ClientMessages>
    </>
  );
}
