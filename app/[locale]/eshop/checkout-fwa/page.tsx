import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BroadbandCheckout } from '../_lib/broadband-checkout';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout.broadband');
  return { title: t('fwaTitle'), robots: { index: false } };
}

export default async function CheckoutFWAPage({ searchParams }: Props) {
  return <BroadbandCheckout kind="fwa" query={await searchParams} />;
}
