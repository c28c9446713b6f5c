import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Addons } from '@/components/plans/addons';
import { PaymentTypeNotice } from '@/components/plans/payment-type-notice';
import { PageHeading } from '@/components/ui/page-heading';
import { getPaymentsConfig } from '@/lib/payments/config';
import styles from '@/components/plans/account-plans.module.css';
import { addonsView } from '@/lib/plans/calls';
import { firstView } from '../../_lib/first-view';
import { requireScreen } from '../../_lib/require-screen';
import { PLAN_PAGE_NAMESPACES, topUpAllowed } from '../plans/_lib/plan-pages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('addons');
  return { title: t('title') };
}

/** addons (`/link/products`): the add-ons to buy for the current product. The server renders the first view. */
export default async function AddonsPage() {
  const data = await requireScreen('addons');
  const t = await getTranslations('addons');
  const current = data.account.current;
  const initial = await firstView('/profile/addons', addonsView);
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ClientMessages namespaces={PLAN_PAGE_NAMESPACES}>
        <div className={styles.stack}>
          {current && <PaymentTypeNotice productUuid={current.uuid} billingReference={current.billingReference} />}
          <Addons payments={getPaymentsConfig()} topUpAllowed={topUpAllowed(data)} initial={initial} />
        </div>
      </ClientMessages>
    </>
  );
}
