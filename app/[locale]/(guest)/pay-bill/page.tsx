import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GuestPage } from '../_lib/guest-page';

// Per request: the flags decide (never prerendered at build, when no upstream runs).
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('guest.payBill');
  return { title: t('title') };
}

/** /pay-bill: a guest pays a bill by card with its account or invoice number (anonymous pay-bill flag + captcha key). */
export default async function GuestPayBillPage() {
  return <GuestPage purpose="pay-bill" />;
}
