import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CurrentPlan } from '../../_components/current-plan';
import { requireScreen } from '../../_lib/require-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profile.plans');
  return { title: t('title') };
}

/** plans: the current product's base plan and add-ons. */
export default async function PlansPage() {
  const { account, flags } = await requireScreen('plans');
  const [t, th] = await Promise.all([getTranslations('profile.plans'), getTranslations('profile.home')]);
  return (
    <>
      <div>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </div>
      {account.current ? (
        <CurrentPlan product={account.current} hideZeroCredit={flags.hidePrepayBalanceIfZero} showCredit={false} />
      ) : (
        <p>{th('noCurrent')}</p>
      )}
    </>
  );
}
