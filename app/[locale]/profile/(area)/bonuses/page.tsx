import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BonusesScreen } from '../../_lib/money-screens';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('rewards.bonuses');
  return { title: t('title') };
}

/** bonuses ("Bonuses: bonuses (rewards and gifts)"; the screen itself: _lib/money-screens.tsx). */
export default function BonusesPage() {
  return <BonusesScreen id="bonuses" />;
}
