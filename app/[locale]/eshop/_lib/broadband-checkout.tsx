import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { StatusPanel } from '@/components/layout/status-panel';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button-link';
import { getFlags } from '@/lib/config/calls';

/**
 * /eshop/checkout-ufb and /eshop/checkout-fwa, each behind its module. Fibre and fixed wireless
 * ordering comes with the broadband work; until then the page says so (and, coming back from a
 * failed buy-now-pay-later payment, 'Payment is failed').
 */
export async function BroadbandCheckout({ kind, failedReturn }: { kind: 'ufb' | 'fwa'; failedReturn: boolean }) {
  const flags = await getFlags();
  if (!(kind === 'ufb' ? flags.ufbModule : flags.fwaModule)) notFound();
  const t = await getTranslations('checkout');
  return (
    <StatusPanel icon="package" title={kind === 'ufb' ? t('broadband.ufbTitle') : t('broadband.fwaTitle')} actions={<ButtonLink href="/help">{t('broadband.help')}</ButtonLink>}>
      {failedReturn && <Alert tone="error" live="off">{t('errors.paymentFailed')}</Alert>}
      <p>{t('broadband.body')}</p>
    </StatusPanel>
  );
}
