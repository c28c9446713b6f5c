import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { formatNzNumber } from '@/components/format/format-msisdn';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ActionsSwap } from '@/components/sim/actions-swap';
import { PageHeading } from '@/components/ui/page-heading';
import { requireScreen } from '../../../_lib/require-screen';
import { passwordAllowed } from '../_lib/sim-pages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profile.nav.screens');
  return { title: t('simSwap') };
}

/** sim-swap: the current number moves to a new, pre-activated SIM (after the second factor). */
export default async function SimSwapPage() {
  const data = await requireScreen('sim-swap');
  const [tn, allowPassword] = await Promise.all([getTranslations('profile.nav.screens'), passwordAllowed()]);
  const number = data.account.current ? formatNzNumber(data.account.current.msisdn) : '';
  return (
    <>
      <PageHeading title={tn('simSwap')} />
      <ClientMessages namespaces={['simActions', 'account', 'profile', 'validation']}>
        <ActionsSwap number={number} allowPassword={allowPassword} />
      </ClientMessages>
    </>
  );
}
