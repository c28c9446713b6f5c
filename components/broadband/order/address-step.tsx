import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callBff } from '@/components/api/call-bff';
import { useErrorText } from '@/components/shop/use-error-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { AvailabilityView, BroadbandFlow, TechnologyAvailability } from '@/lib/broadband/types';
import { AddressSearch } from './address-search';
import { passingTechnologies, stepDone, withAddress, withTechnology } from './flow-rules';
import styles from './order.module.css';

type Props = { flow: BroadbandFlow; save(next: BroadbandFlow): void; onContinue(): void };

/** What the availability says of one technology, in the customer's words. */
function useAvailabilityText() {
  const t = useTranslations('broadband.order.availability');
  return (a: TechnologyAvailability): string => {
    if (a.technology === 'FWA') return a.passes ? t('fwaAvailable') : t('fwaNone');
    switch (a.status) {
      case 'service_available': return t('fibreReady');
      case 'service_scope_required': return t('fibreScope');
      case 'service_installation_required': return t('fibreInstall');
      default: return t('noFibre');
    }
  };
}

/** Step 1: the address (search as you type), what can be had there, and fibre or fixed wireless when both can. */
export function AddressStep({ flow, save, onContinue }: Props) {
  const t = useTranslations('broadband.order.address');
  const tt = useTranslations('broadband.order.technology');
  const te = useTranslations('errors');
  const errorText = useErrorText();
  const say = useAvailabilityText();
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function check(address: NonNullable<BroadbandFlow['address']>) {
    setChecking(true);
    setProblem(null);
    const res = await callBff<AvailabilityView>(`/api/broadband/availability?provider=${encodeURIComponent(address.provider)}&idx=${encodeURIComponent(address.idx)}`, 'GET');
    setChecking(false);
    if (!res.ok) {
      setProblem(errorText(res.code, res.message, te('somethingWentWrong')));
      return;
    }
    save(withAddress(flow, address, res.data));
  }

  const checked = flow.address !== null && flow.availability !== null && flow.availability.address.idx === flow.address.idx;
  const passing = checked ? passingTechnologies(flow) : [];
  return (
    <div className={styles.fields}>
      <AddressSearch label={t('label')} value={flow.address} onPick={(a) => void check(a)} disabled={checking} />
      {checking && <p role="status" className={styles.muted}>{t('checking')}</p>}
      {problem && <Alert tone="error">{problem}</Alert>}
      {checked && !checking && flow.availability && (
        <div className={styles.fields} role="status">
          {flow.availability.technologies.map((a) => (
            <Alert key={a.technology} tone={a.passes ? 'success' : 'warning'} live="off">{say(a)}</Alert>
          ))}
          {passing.length === 0 && (
            <Alert tone="error" live="off">
              {t.rich('cannotConnect', { link: (chunks) => <Link href="/help">{chunks}</Link> })}
            </Alert>
          )}
        </div>
      )}
      {checked && passing.length > 1 && (
        <fieldset className={styles.choices}>
          <legend>{tt('legend')}</legend>
          {passing.map((tech) => (
            <label key={tech} className={styles.choice}>
              <input type="radio" name="technology" value={tech} checked={flow.technology === tech} onChange={() => save(withTechnology(flow, tech))} />
              <span>{tt(tech)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {stepDone(flow, 'address') && (
        <div className={styles.actions}>
          <Button onClick={() => onContinue()}>{t('continue')}</Button>
        </div>
      )}
    </div>
  );
}
