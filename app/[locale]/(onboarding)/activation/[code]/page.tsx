import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ActivationLinkView } from '@/components/onboarding/activation-link';
import { PageHeading } from '@/components/ui/page-heading';
import { activationLink } from '@/lib/onboarding/calls';
import { firstView } from '../../../profile/_lib/first-view';
import { requireOnboarding } from '../../_lib/require-onboarding';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('onboarding.link');
  return { title: t('title'), robots: { index: false } };
}

/** /activation/{code}: the adoption link sent to the SIM or printed with it resumes by its identifier. */
export default async function ActivationLinkPage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const here = `/activation/${encodeURIComponent(code)}`;
  await requireOnboarding(here);
  const link = await firstView(here, (rc) => activationLink(rc, code));
  const t = await getTranslations('onboarding.link');
  return (
    <>
      <PageHeading title={t('title')} />
      <ActivationLinkView code={code} initial={link} />
    </>
  );
}
