import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ActivateSim } from '@/components/onboarding/activate-sim';
import { PageHeading } from '@/components/ui/page-heading';
import { activationSetup } from '@/lib/onboarding/calls';
import { getPaymentsConfig } from '@/lib/payments/config';
import { firstView } from '../../../profile/_lib/first-view';
import { requireOnboarding } from '../../_lib/require-onboarding';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('onboarding.activate');
  return { title: t('title'), robots: { index: false } };
}

/** /onboarding/{productId}: the number, the plan and the payment of one SIM, then Activate. */
export default async function ActivateSimPage({ params }: { params: Promise<{ productId: string }> }) {
  const { productId } = await params;
  const here = `/onboarding/${encodeURIComponent(productId)}`;
  await requireOnboarding(here);
  // Another customer's product, or no such one, is not found (the BFF's 404), as the route answers.
  const setup = await firstView(here, (rc) => activationSetup(rc, productId), { missing: 'notFound' });
  // Asked already: its wait; active: its dashboard (a second activation would be refused anyway).
  if (setup?.adoption.state === 'activating') redirect(`/mobile-onboarding-finalise?product=${encodeURIComponent(productId)}`);
  if (setup?.adoption.state === 'active') redirect('/profile');
  const t = await getTranslations('onboarding.activate');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ActivateSim productId={productId} payments={getPaymentsConfig()} initial={setup} />
    </>
  );
}
