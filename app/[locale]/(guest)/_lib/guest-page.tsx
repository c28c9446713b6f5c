import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { GuestFlow } from '@/components/guest/guest-flow';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PageHeading } from '@/components/ui/page-heading';
import { getFlags } from '@/lib/config/calls';
import { routeGateOpen } from '@/lib/flags';
import type { GuestPurpose } from '@/lib/guest/rules';
import { getPaymentsConfig } from '@/lib/payments/config';

/**
 * /recharge and /pay-bill (docs/front-door-contract.md §2.3): "Both need the flag plus a captcha
 * key", else not-found (proxy.ts checks the same gate first). Nothing of an account is rendered
 * here: the lookup happens in the browser after the captcha.
 */
export async function GuestPage({ purpose }: { purpose: GuestPurpose }) {
  if (!routeGateOpen(purpose === 'recharge' ? 'recharge' : 'payBill', await getFlags())) notFound();
  const t = await getTranslations(purpose === 'recharge' ? 'guest.recharge' : 'guest.payBill');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ClientMessages namespaces={['guest', 'paymentStep', 'validation']}>
        <GuestFlow purpose={purpose} payments={getPaymentsConfig()} />
      </ClientMessages>
    </>
  );
}
