import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AddRoute } from '@/components/families/route-add-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeading } from '@/components/ui/page-heading';
import { billingRoutes } from '@/lib/families/calls';
import { firstView } from '../../../../_lib/first-view';
import { requireScreen } from '../../../../_lib/require-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('billingRoutes');
  return { title: t('addTitle') };
}

/** balance/billing-methods/add: ask someone to pay for me (BILLING_REQUEST) or offer to pay for someone (BILLING_INVITE). */
export default async function AddBillingMethodPage() {
  await requireScreen('balance/billing-methods/add');
  const routes = await firstView('/profile/balance/billing-methods/add', billingRoutes);
  const t = await getTranslations('billingRoutes');
  return (
    <>
      <PageHeading title={t('addTitle')}>{t('addIntro')}</PageHeading>
      <ClientMessages namespaces={['billingRoutes', 'validation']}>
        <AddRoute initial={routes} />
      </ClientMessages>
      <div>
        <ButtonLink href="/billing-routes" variant="quiet">{t('back')}</ButtonLink>
      </div>
    </>
  );
}
