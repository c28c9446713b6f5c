import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ThanksPage } from '../_lib/thanks-page';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('orders.thanks');
  return { title: t('title'), robots: { index: false } };
}

/** /eshop/thanks?order=SO…: "only if a purchase exists, else home". */
export default async function EshopThanksPage({ searchParams }: Props) {
  const order = (await searchParams).order;
  return <ThanksPage path="/eshop/thanks" order={typeof order === 'string' ? order : undefined} broadband={false} />;
}
