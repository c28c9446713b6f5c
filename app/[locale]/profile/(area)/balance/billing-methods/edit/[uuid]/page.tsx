import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { EditRoute } from '@/components/families/route-edit-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ButtonLink } from '@/components/ui/button-link';
import { billingRoutes } from '@/lib/families/calls';
import { firstView } from '../../../../../_lib/first-view';
import { requireScreen } from '../../../../../_lib/require-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('billingRoutes');
  return { title: t('editTitle', { name: '' }).trim() };
}

/** balance/billing-methods/edit/:uuid: a route's name, limit and cycle (the paid-for side: its name only). */
export default async function EditBillingMethodPage({ params }: { params: Promise<{ uuid: string }> }) {
  await requireScreen('balance/billing-methods/edit');
  const { uuid } = await params;
  const routes = await firstView(`/profile/balance/billing-methods/edit/${encodeURIComponent(uuid)}`, billingRoutes);
  // Someone else's route, or none by that id: not-found (the BFF refuses its change all the same).
  if (routes && !routes.routes.some((r) => r.uuid === uuid)) notFound();
  const t = await getTranslations('billingRoutes');
  return (
    <>
      <ClientMessages namespaces={['billingRoutes', 'validation']}>
        <EditRoute uuid={uuid} initial={routes} />
      </ClientMessages>
      <div>
        <ButtonLink href="/billing-routes" variant="quiet">{t('back')}</ButtonLink>
      </div>
    </>
  );
}
