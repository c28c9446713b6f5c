import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { callBff } from '@/components/api/call-bff';
import { isSessionLoss } from '@/components/api/error-key';
import { formatCents } from '@/components/format/format-money';
import { useErrorText } from '@/components/shop/use-error-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { BroadbandCartView, BroadbandFlow } from '@/lib/broadband/types';
import { dayOf } from '../visits/visit-format';
import { flowOrderType, orderInput, payNowCents } from './flow-rules';
import { BROADBAND_KEYS, writeJson, type SavedBroadbandCart } from './flow-storage';
import styles from './order.module.css';

/** Step 7: every choice and the price; signed in → the cart → the checkout; signed out → sign in and back (the flow kept). */
export function ReviewStep({ flow }: { flow: BroadbandFlow }) {
  const t = useTranslations('broadband.order.review');
  const ts = useTranslations('broadband.order.switching');
  const tt = useTranslations('broadband.order.technology');
  const te = useTranslations('errors');
  const errorText = useErrorText();
  const router = useRouter();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const input = orderInput(flow);

  async function order() {
    if (!input || !flow.technology) return;
    setBusy(true);
    setProblem(null);
    const kind = flow.technology === 'UFB' ? 'ufb' : 'fwa';
    const res = await callBff<BroadbandCartView>('/api/broadband/cart', 'POST', input);
    if (!res.ok) {
      setBusy(false);
      if (isSessionLoss(res.code) || res.status === 401) {
        router.push(`/sign-in?redirect=${encodeURIComponent('/broadband')}`);
        return;
      }
      setProblem(errorText(res.code, res.message, te('somethingWentWrong')));
      return;
    }
    // What the e-shop's checkout sends with it: the cart's delivery address (needed when a modem or the FWA SIM ships) and instructions.
    const saved: SavedBroadbandCart = {
      cartUuid: res.data.cartUuid,
      kind: res.data.kind ?? kind,
      lines: res.data.lines,
      amountCents: res.data.amountCents,
      contactPhone: input.contactPhone,
      deliveryInstructions: res.data.notes ?? input.delivery.instructions,
      delivery: res.data.delivery ?? null,
    };
    writeJson(window.localStorage, BROADBAND_KEYS.cart, saved);
    router.push(`/eshop/checkout-${saved.kind}`);
  }

  const switching = flow.switching;
  const type = flowOrderType(flow);
  const rows: [string, string][] = [
    [t('address'), flow.address?.formatted ?? ''],
    [t('technology'), flow.technology ? tt(flow.technology) : ''],
    [t('plan'), flow.plan ? t('planLine', { plan: flow.plan.name, price: formatCents(flow.plan.priceCents) }) : ''],
    [t('modem'), flow.withModem && flow.modem ? t('modemLine', { modem: flow.modem.name, price: formatCents(flow.modem.priceCents) }) : t('ownModem')],
    [t('switching'), switching ? (switching.kind === 'transfer' ? t('transferLine', { provider: switching.from.provider, account: switching.from.accountNumber }) : ts(`kinds.${switching.kind}`)) : ''],
    [t('orderType'), type ? t(`orderTypes.${type}`) : ''],
    [t('start'), flow.startDate ? dayOf(flow.startDate, locale) : ''],
    [t('phone'), flow.contactPhone],
    ...(flow.withModem ? [[t('delivery'), (flow.delivery.address ?? flow.address)?.formatted ?? ''] as [string, string]] : []),
    ...(flow.delivery.instructions.trim() ? [[t('instructions'), flow.delivery.instructions] as [string, string]] : []),
  ];
  return (
    <div className={styles.fields}>
      <dl className={styles.review}>
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
        <div>
          <dt>{t('monthly')}</dt>
          <dd>{formatCents(flow.plan?.priceCents ?? 0)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t('payNow')}</dt>
          <dd>{formatCents(payNowCents(flow))}</dd>
        </div>
      </dl>
      {problem && <Alert tone="error">{problem}</Alert>}
      <p className={styles.muted}>{t('signInNote')}</p>
      <div className={styles.actions}>
        <Button onClick={() => void order()} busy={busy} disabled={!input}>{t('toPayment')}</Button>
      </div>
    </div>
  );
}
