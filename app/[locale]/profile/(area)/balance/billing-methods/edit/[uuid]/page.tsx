import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EditRoute } from '@/components/families/route-edit-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ButtonLink } from '@/components/ui/button-link';
import { requireScreen } from '../../../../../_lib/require-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('billingRoutes');
  return { title: t('editTitle', { name: '' }).trim() };
}

/** balance/billing-methods/edit/:uuid: a route's name, limit and cycle (the paid-for side: its name only). */
export default async function EditBillingMethodPage({ params }: { params: Promise<{ uuid: string }> }) {
  await requireScreen('balance/billing-methods/edit');
  const { uuid } = await params;
  const t = await getTranslations('billingRoutes');
  return (
    <>
      <ClientMessages namespaces={['billingRoutes', 'validation']}>
        <EditRoute uuid={uuid} />
      </ClientMessages>
      <div>
        <ButtonLink href="/billing-routes" variant="quiet">{t('back')}</ButtonLink>
      </div>
    </>
  );
}
