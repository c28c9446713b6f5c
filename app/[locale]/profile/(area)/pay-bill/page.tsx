import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PayBillScreen } from '../../_lib/money-screens';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('payBill');
  return { title: t('title') };
}

/** pay-bill (postpay): the current mobile product's bill (the screen itself: _lib/money-screens.tsx). */
export default function PayBillPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <PayBillScreen id="pay-bill" searchParams={searchParams} />;
}
