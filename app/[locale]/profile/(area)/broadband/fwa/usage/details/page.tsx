import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireScreen } from '../../../../../_lib/require-screen';
import { ChargesScreen, type SearchParams } from '../../../../mobile/usage/details/_lib/charges-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('charges');
  return { title: t('title') };
}

/**
 * broadband/fwa/usage/details (the FWA module's screen; not found while it is off): the same
 * charges view for the current product, a fixed wireless one.
 */
export default async function FwaChargesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireScreen('broadband/fwa/usage/details');
  return <ChargesScreen here="/profile/broadband/fwa/usage/details" searchParams={await searchParams} intro="fwaIntro" />;
}
