import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ActivationWait } from '@/components/onboarding/activation-wait';
import { PageHeading } from '@/components/ui/page-heading';
import { requireOnboarding } from '../_lib/require-onboarding';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('onboarding.wait');
  return { title: t('title'), robots: { index: false } };
}

/** /mobile-onboarding-finalise?product={id}: the activation's wait, live; without a product, the list of SIMs. */
export default async function FinalisePage({ searchParams }: Props) {
  const product = (await searchParams).product;
  const productId = typeof product === 'string' && product.trim() ? product : null;
  await requireOnboarding(productId ? `/mobile-onboarding-finalise?product=${encodeURIComponent(productId)}` : '/mobile-onboarding-finalise');
  if (!productId) redirect('/onboarding');
  const t = await getTranslations('onboarding.wait');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ActivationWait productId={productId} />
    </>
  );
}
