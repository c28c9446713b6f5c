import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GuestPage } from '../_lib/guest-page';

// Per request: the flags decide (never prerendered at build, when no upstream runs).
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('guest.recharge');
  return { title: t('title') };
}

/** /recharge: a guest tops up a prepay number of ours by card, or redeems a voucher for it (anonymous recharge flag + captcha key). */
export default async function RechargePage() {
  return <GuestPage purpose="recharge" />;
}
