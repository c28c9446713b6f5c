import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OfferList } from '../_components/offer-list';
import { requireScreen, screenContext } from '../../../_lib/require-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profile.nav.screens');
  return { title: t('yourOffers') };
}

/** offers/your-offers ("offers (your-offers, all-offers)"). */
export default async function YourOffersPage() {
  const data = await requireScreen('your-offers');
  return <OfferList tab="your-offers" ctx={screenContext(data)} />;
}
