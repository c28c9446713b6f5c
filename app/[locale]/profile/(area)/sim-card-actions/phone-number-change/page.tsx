import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { formatNzNumber } from '@/components/format/format-msisdn';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ActionsNumber } from '@/components/sim/actions-number';
import { PageHeading } from '@/components/ui/page-heading';
import { requireScreen } from '../../../_lib/require-screen';
import { passwordAllowed } from '../_lib/sim-pages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profile.nav.screens');
  return { title: t('phoneNumberChange') };
}

/** phone-number-change (flag phoneNumberChange): pick a new number from the search, confirmed, after the second factor. */
export default async function PhoneNumberChangePage() {
  const data = await requireScreen('phone-number-change');
  const [tn, allowPassword] = await Promise.all([getTranslations('profile.nav.screens'), passwordAllowed()]);
  const current = data.account.current ? formatNzNumber(data.account.current.msisdn) : '';
  return (
    <>
      <PageHeading title={tn('phoneNumberChange')} />
      <ClientMessages namespaces={['simActions', 'account', 'profile']}>
        <ActionsNumber current={current} allowPassword={allowPassword} />
      </ClientMessages>
    </>
  );
}
