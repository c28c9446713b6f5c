import { redirect } from 'next/navigation';

/** offers: the group's own path opens its first tab, your-offers (proxy.ts does the same from the profile map's alias). */
export default function OffersPage() {
  redirect('/profile/offers/your-offers');
}
