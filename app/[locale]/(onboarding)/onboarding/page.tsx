import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdoptionList } from '@/components/onboarding/adoption-list';
import { PageHeading } from '@/components/ui/page-heading';
import { listAdoptions } from '@/lib/onboarding/calls';
import { firstView } from '../../profile/_lib/first-view';
import { requireOnboarding } from '../_lib/require-onboarding';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('onboarding.list');
  return { title: t('title'), robots: { index: false } };
}

/** /onboarding: the SIMs awaiting activation, each to its page (or its progress, when activating). */
export default async function OnboardingListPage() {
  await requireOnboarding('/onboarding');
  const sims = await firstView('/onboarding', listAdoptions);
  const t = await getTranslations('onboarding.list');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <AdoptionList initial={sims} />
    </>
  );
}
