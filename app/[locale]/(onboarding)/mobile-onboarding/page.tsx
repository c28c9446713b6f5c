import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FindSim } from '@/components/onboarding/find-sim';
import { PageHeading } from '@/components/ui/page-heading';
import { requireOnboarding } from '../_lib/require-onboarding';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('onboarding.find');
  return { title: t('title'), robots: { index: false } };
}

/** /mobile-onboarding "Activate your SIM": find the SIM by its ID or number and a texted code, or by its data session. */
export default async function MobileOnboardingPage() {
  await requireOnboarding('/mobile-onboarding');
  const t = await getTranslations('onboarding.find');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <FindSim />
    </>
  );
}
