import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { callBff } from '@/components/api/call-bff';
import { useErrorText } from '@/components/shop/use-error-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { BroadbandFlow, BroadbandPlanView, ModemView, Technology } from '@/lib/broadband/types';
import { queryKeys } from '@/components/query/keys';
import { PlanOption, ModemOption } from './plan-option';
import styles from './order.module.css';

type Props = { flow: BroadbandFlow; save(next: BroadbandFlow): void };

/** Step 2: the plan-type block, then the plans on sale at the address for the chosen technology. */
export function PlanStep({ flow, save, planTypes }: Props & { planTypes: ReactNode }) {
  const t = useTranslations('broadband.order.plan');
  const te = useTranslations('errors');
  const errorText = useErrorText();
  const provider = flow.address?.provider ?? '';
  const idx = flow.address?.idx ?? '';
  const type: Technology = flow.technology ?? 'UFB';
  const plans = useQuery({
    queryKey: queryKeys.broadband.plans(provider, idx, type),
    queryFn: () => callBff<{ plans: BroadbandPlanView[]; prequalUuid: string }>(`/api/broadband/plans?provider=${encodeURIComponent(provider)}&idx=${encodeURIComponent(idx)}&type=${type}`, 'GET'),
    enabled: idx !== '',
  });
  const res = plans.data;
  const list = res?.ok ? res.data.plans.filter((p) => p.available) : [];
  return (
    <div className={styles.fields}>
      {planTypes}
      {plans.isPending && <p role="status" className={styles.muted}>{t('loading')}</p>}
      {res && !res.ok && <Alert tone="error">{errorText(res.code, res.message, te('somethingWentWrong'))}</Alert>}
      {res?.ok && list.length === 0 && <Alert tone="warning">{t('none')}</Alert>}
      {list.length > 0 && (
        <ul className={styles.grid} aria-label={t('listLabel')}>
          {list.map((plan) => {
            const chosen = flow.plan?.availabilityUuid === plan.availabilityUuid;
            return (
              <li key={plan.availabilityUuid}>
                <PlanOption
                  plan={plan}
                  selected={chosen}
                  action={
                    <Button fullWidth variant={chosen ? 'primary' : 'secondary'} aria-pressed={chosen} onClick={() => save({ ...flow, plan: { ...plan, technology: type }, step: 'modem' })}>
                      {t('choose', { plan: plan.name })}
                    </Button>
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** Step 3: a modem of that network, or the customer's own; 'No modem data' leaves the own-modem choice. */
export function ModemStep({ flow, save }: Props) {
  const t = useTranslations('broadband.order.modem');
  const te = useTranslations('errors');
  const errorText = useErrorText();
  const type: Technology = flow.technology ?? 'UFB';
  const modems = useQuery({
    queryKey: queryKeys.broadband.modems(type),
    queryFn: () => callBff<{ modems: ModemView[] }>(`/api/broadband/modems?type=${type}`, 'GET'),
  });
  const res = modems.data;
  const list = res?.ok ? res.data.modems : [];
  const own = flow.withModem === false;
  return (
    <div className={styles.fields}>
      {modems.isPending && <p role="status" className={styles.muted}>{t('loading')}</p>}
      {res && !res.ok && <Alert tone="warning">{errorText(res.code, res.message, te('somethingWentWrong'))}</Alert>}
      {list.length > 0 && (
        <ul className={styles.grid} aria-label={t('listLabel')}>
          {list.map((m) => {
            const chosen = flow.withModem === true && flow.modem?.uuid === m.uuid;
            return (
              <li key={m.uuid}>
                <ModemOption
                  modem={m}
                  selected={chosen}
                  action={
                    <Button fullWidth variant={chosen ? 'primary' : 'secondary'} aria-pressed={chosen} onClick={() => save({ ...flow, withModem: true, modem: { uuid: m.uuid, name: m.name, priceCents: m.priceCents }, step: 'switching' })}>
                      {t('choose', { modem: m.name })}
                    </Button>
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
      {!modems.isPending && (
        <div className={styles.actions}>
          <Button variant={own ? 'primary' : 'secondary'} aria-pressed={own} onClick={() => save({ ...flow, withModem: false, modem: null, step: 'switching' })}>
            {t('own')}
          </Button>
        </div>
      )}
    </div>
  );
}
