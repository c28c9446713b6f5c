import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ServiceBilling } from '@/components/broadband/account/service-billing';
import { PageHeading } from '@/components/ui/page-heading';
import { balances } from '@/lib/billing/money-calls';
import type { Technology } from '@/lib/broadband/types';
import { holdingAsProduct } from '@/lib/customer/rules';
import { firstView } from '../../../_lib/first-view';
import { requireScreen } from '../../../_lib/require-screen';
import { firstServices } from './first-views';

const TITLE = { UFB: 'ufbTitle', FWA: 'fwaTitle' } as const;

export function billingMetadata(technology: Technology): () => Promise<Metadata> {
  return async () => {
    const t = await getTranslations('broadband.account.billing');
    return { title: t(TITLE[technology]) };
  };
}

/** The money screens a broadband bill leads to, where this customer may open them: the broadband balance area's (issue 30). */
const LINKS = [
  { id: 'invoices', href: '/profile/invoices', label: 'invoices' },
  { id: 'broadband/balance/pay-bill', href: '/profile/broadband/balance/pay-bill', label: 'payBill' },
  { id: 'broadband/balance/payments-history', href: '/profile/broadband/balance/payments-history', label: 'paymentsHistory' },
] as const;

/**
 * broadband/ufb/billing and broadband/fwa/billing: the plan's monthly charge, the next bill date
 * (the end of the account's current bill period) and the ways to invoices and pay bill.
 */
export async function BillingPage({ technology }: { technology: Technology }) {
  const here = `/profile/broadband/${technology === 'UFB' ? 'ufb' : 'fwa'}/billing`;
  const data = await requireScreen(here.slice('/profile/'.length));
  // The account's bill period, read for the tab's current service (a fibre-only customer has no mobile product to read it for).
  const held = data.account.broadband.find((h) => h.current);
  const [t, first, money] = await Promise.all([getTranslations('broadband.account.billing'), firstServices(here), firstView(here, (rc) => balances(rc, held && holdingAsProduct(held)))]);
  const open = (id: string) => data.nav.some((g) => g.screens.some((s) => s.id === id));
  const links = LINKS.filter((l) => open(l.id)).map(({ href, label }) => ({ href, label }));
  return (
    <>
      <PageHeading title={t(TITLE[technology])}>{t('intro')}</PageHeading>
      <ClientMessages namespaces={['broadband']}>
        <ServiceBilling technology={technology} initial={first.services} nextBill={money?.postpay?.currentCycle.upto ?? null} links={links} />
      </ClientMessages>
    </>
  );
}
