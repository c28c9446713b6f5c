import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ActionsOverview } from '@/components/sim/actions-overview';
import { PageHeading } from '@/components/ui/page-heading';
import { requireScreen } from '../../_lib/require-screen';
import { actionLinks, statusFirstView } from './_lib/sim-pages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('simActions');
  return { title: t('title') };
}

/**
 * sim-card-actions (/link/mobile-features): the SIM's state, the links to the actions whose flags
 * are on, and with disable/enable on the lost-or-stolen section. The server renders the first view.
 */
export default async function SimCardActionsPage() {
  const data = await requireScreen('sim-card-actions');
  const [t, links, initial] = await Promise.all([getTranslations('simActions'), actionLinks(data), statusFirstView('/profile/sim-card-actions')]);
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ClientMessages namespaces={['simActions']}>
        <ActionsOverview initial={initial} links={links} lostOrStolen={data.flags.simDisableEnable} />
      </ClientMessages>
    </>
  );
}
