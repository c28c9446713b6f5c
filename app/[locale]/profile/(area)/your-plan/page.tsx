import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PaymentTypeNotice } from '@/components/plans/payment-type-notice';
import { ProductTypeSection } from '@/components/plans/product-type';
import { YourPlan } from '@/components/plans/your-plan';
import { PageHeading } from '@/components/ui/page-heading';
import styles from '@/components/plans/account-plans.module.css';
import { plansView } from '@/lib/plans/calls';
import { firstView } from '../../_lib/first-view';
import { requireScreen } from '../../_lib/require-screen';
import { PLAN_PAGE_NAMESPACES, transferKind } from '../plans/_lib/plan-pages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('yourPlan');
  return { title: t('title') };
}

/**
 * your-plan: the current plan with its next update date and auto-renew, the add-ons held, and
 * with the productTypeTransfer flag the 'Payment type' section. The server renders the first view.
 */
export default async function YourPlanPage() {
  const data = await requireScreen('your-plan');
  const t = await getTranslations('yourPlan');
  const current = data.account.current;
  const initial = await firstView('/profile/your-plan', plansView);
  const kind = transferKind(data);
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ClientMessages namespaces={PLAN_PAGE_NAMESPACES}>
        <div className={styles.stack}>
          {current && <PaymentTypeNotice productUuid={current.uuid} billingReference={current.billingReference} />}
          <YourPlan initial={initial} />
          {data.flags.productTypeTransfer && kind && <ProductTypeSection kind={kind} />}
        </div>
      </ClientMessages>
    </>
  );
}
