import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ThanksPage } from '../_lib/thanks-page';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('orders.thanks');
  return { title: t('title'), robots: { index: false } };
}

/** /eshop/thanks-broadband?order=…: the broadband order's thank-you, same rule as /eshop/thanks. */
export default async function EshopThanksBroadbandPage({ searchParams }: Props) {
  const order = (await searchParams).order;
  return <ThanksPage path="/eshop/thanks-broadband" order={typeof order === 'string' ? order : undefined} broadband />;
}
