import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { WhoPays } from '@/components/families/who-pays';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PageHeading } from '@/components/ui/page-heading';
import { getFlags } from '@/lib/config/calls';
import { billingRequests, billingRoutes } from '@/lib/families/calls';
import { routeGateOpen } from '@/lib/flags';
import { firstView } from '../profile/_lib/first-view';
import { requireScreen } from '../profile/_lib/require-screen';

// Per request: the flags and the session decide (never prerendered at build, when no upstream runs).
export const dynamic = 'force-dynamic';

const PATH = '/billing-routes';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('billingRoutes');
  return { title: t('title') };
}

/** Who pays for whom (`/billing-routes`, billing routing flag; issue 15 items 3 and 5). */
export default async function BillingRoutesPage() {
  // Outside /profile, a signed-out visit does not pass the proxy's gates: the flag is checked
  // here first, so that with billing routing off the page is not-found for everyone.
  if (!routeGateOpen('billingRoutes', await getFlags())) notFound();
  await requireScreen('billing-routes');
  const [routes, requests] = await Promise.all([firstView(PATH, billingRoutes), firstView(PATH, (rc) => billingRequests(rc))]);
  const t = await getTranslations('billingRoutes');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ClientMessages namespaces={['billingRoutes', 'validation']}>
        <WhoPays initialRoutes={routes} initialRequests={requests} />
      </ClientMessages>
    </>
  );
}
