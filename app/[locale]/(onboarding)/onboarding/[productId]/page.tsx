import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ActivateSim } from '@/components/onboarding/activate-sim';
import { PageHeading } from '@/components/ui/page-heading';
import { getPaymentsConfig } from '@/lib/payments/config';
import { requireOnboarding } from '../../_lib/require-onboarding';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('onboarding.activate');
  return { title: t('title'), robots: { index: false } };
}

/** /onboarding/{productId}: the number, the plan and the payment of one SIM, then Activate. */
export default async function ActivateSimPage({ params }: { params: Promise<{ productId: string }> }) {
  const { productId } = await params;
  await requireOnboarding(`/onboarding/${encodeURIComponent(productId)}`);
  const t = await getTranslations('onboarding.activate');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ActivateSim productId={productId} payments={getPaymentsConfig()} />
    </>
  );
}
