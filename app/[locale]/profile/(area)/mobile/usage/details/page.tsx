import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireScreen } from '../../../../_lib/require-screen';
import { ChargesScreen, type SearchParams } from './_lib/charges-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('charges');
  return { title: t('title') };
}

/** mobile/usage/details: the current number's charges, filtered and grouped (docs/mobile-contract.md §4 Charges). */
export default async function MobileChargesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireScreen('mobile/usage/details');
  return <ChargesScreen here="/profile/mobile/usage/details" searchParams={await searchParams} intro="intro" back="/profile/usage" />;
}
