import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { AllPlans } from '@/components/plans/all-plans';
import { PaymentTypeNotice } from '@/components/plans/payment-type-notice';
import { PageHeading } from '@/components/ui/page-heading';
import styles from '@/components/plans/account-plans.module.css';
import { getPaymentsConfig } from '@/lib/payments/config';
import { plansView } from '@/lib/plans/calls';
import { firstView } from '../../_lib/first-view';
import { requireScreen } from '../../_lib/require-screen';
import { PLAN_PAGE_NAMESPACES, topUpAllowed } from '../plans/_lib/plan-pages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('allPlans');
  return { title: t('title') };
}

/** all-plans: the plans of the current product's kind and the plan change. The server renders the first view. */
export default async function AllPlansPage() {
  const data = await requireScreen('all-plans');
  const t = await getTranslations('allPlans');
  const current = data.account.current;
  const initial = await firstView('/profile/all-plans', plansView);
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ClientMessages namespaces={PLAN_PAGE_NAMESPACES}>
        <div className={styles.stack}>
          {current && <PaymentTypeNotice productUuid={current.uuid} billingReference={current.billingReference} />}
          <AllPlans payments={getPaymentsConfig()} topUpAllowed={topUpAllowed(data)} initial={initial} />
        </div>
      </ClientMessages>
    </>
  );
}
