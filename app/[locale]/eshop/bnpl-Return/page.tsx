import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { StatusPanel } from '@/components/layout/status-panel';
import { getPaymentsConfig } from '@/lib/payments/config';
import { requireCustomer } from '@/lib/session/guards';
import { BnplFinish } from './_components/bnpl-finish';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout.bnplReturn');
  return { title: t('title'), robots: { index: false } };
}

/**
 * /eshop/bnpl-Return: where Afterpay or Klarna sends the user back ("query broadband=true, and
 * service_type=ufb for fibre"). The intent is asked for again (never trusting redirect_status
 * alone): paid → finished like a card payment; not paid → the checkout with redirect_status=failed.
 */
export default async function BnplReturnPage({ searchParams }: Props) {
  const q = await searchParams;
  await requireCustomer('/eshop/bnpl-Return');
  const t = await getTranslations('checkout.bnplReturn');
  return (
    <StatusPanel icon="card" title={t('title')}>
      <ClientMessages namespaces={['checkout']}>
        <BnplFinish
          payments={getPaymentsConfig()}
          clientSecret={one(q.payment_intent_client_secret) ?? ''}
          redirectStatus={one(q.redirect_status) ?? ''}
          broadband={one(q.broadband) ?? null}
          serviceType={one(q.service_type) ?? null}
        />
      </ClientMessages>
    </StatusPanel>
  );
}
