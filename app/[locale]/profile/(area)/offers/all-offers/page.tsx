import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OfferList } from '../_components/offer-list';
import { requireScreen, screenContext } from '../../../_lib/require-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profile.nav.screens');
  return { title: t('allOffers') };
}

/** offers/all-offers ("offers (your-offers, all-offers)"). */
export default async function AllOffersPage() {
  const data = await requireScreen('all-offers');
  return <OfferList tab="all-offers" ctx={screenContext(data)} />;
}
