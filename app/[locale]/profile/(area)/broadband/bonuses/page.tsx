import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BonusesScreen } from '../../../_lib/money-screens';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('rewards.bonuses');
  return { title: t('title') };
}

/** broadband/bonuses: the account's rewards and gifts, under the broadband tab (issue 30). */
export default function BroadbandBonusesPage() {
  return <BonusesScreen id="broadband/bonuses" />;
}
