import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AcceptRoute } from '@/components/families/route-accept';
import { ClientMessages } from '@/components/i18n/client-messages';
import { billingRequests } from '@/lib/families/calls';
import { firstView } from '../../../../../_lib/first-view';
import { requireScreen } from '../../../../../_lib/require-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('billingRoutes');
  return { title: t('acceptPayerTitle') };
}

/**
 * balance/billing-methods/accept/:code, the emailed link: the approval of that code, 'Accept' or
 * 'Decline'. The code lives in the URL only ("the stored approval token is removed after any action").
 */
export default async function AcceptBillingMethodPage({ params }: { params: Promise<{ code: string }> }) {
  await requireScreen('balance/billing-methods/accept');
  const { code } = await params;
  const requests = await firstView(`/profile/balance/billing-methods/accept/${encodeURIComponent(code)}`, (rc) => billingRequests(rc, code));
  return (
    <ClientMessages namespaces={['billingRoutes', 'validation']}>
      <AcceptRoute code={code} initial={requests} />
    </ClientMessages>
  );
}
