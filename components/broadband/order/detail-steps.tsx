import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { startDateBounds } from '@/lib/broadband/rules';
import type { BroadbandFlow, Switching, TransferFrom } from '@/lib/broadband/types';
import { shortDayOf } from '../visits/visit-format';
import { AddressSearch } from './address-search';
import { chosenAvailability, contactPhoneValid, stepDone } from './flow-rules';
import styles from './order.module.css';

type Props = { flow: BroadbandFlow; save(next: BroadbandFlow): void; onContinue(base?: BroadbandFlow): void };

/** The providers a customer may be switching from (ours: New Zealand's retail broadband providers). */
export const PROVIDERS = ['Spark', 'One NZ', '2degrees', 'Slingshot', 'Orcon', 'Skinny', 'Contact', 'Mercury', 'Voyager', 'Other'] as const;

const EMPTY_FROM: TransferFrom = { provider: '', accountHolderName: '', accountNumber: '', connectionId: '' };

/** Step 4: "Are you switching from another provider?" and, when so, the four TransferFrom fields (all required). */
export function SwitchingStep({ flow, save, onContinue }: Props) {
  const t = useTranslations('broadband.order.switching');
  const [tried, setTried] = useState(false);
  const kind = flow.switching?.kind ?? null;
  const from = flow.switching?.kind === 'transfer' ? flow.switching.from : EMPTY_FROM;
  const setKind = (k: Switching['kind']) => save({ ...flow, switching: k === 'transfer' ? { kind: 'transfer', from } : { kind: k } });
  const setFrom = (k: keyof TransferFrom, v: string) => save({ ...flow, switching: { kind: 'transfer', from: { ...from, [k]: v } } });
  const missing = (k: keyof TransferFrom) => (tried && from[k].trim() === '' ? t('required') : undefined);
  return (
    <div className={styles.fields}>
      <fieldset className={styles.choices}>
        <legend>{t('question')}</legend>
        {(['new', 'transfer', 'additional'] as const).map((k) => (
          <label key={k} className={styles.choice}>
            <input type="radio" name="switching" value={k} checked={kind === k} onChange={() => setKind(k)} />
            <span>{t(`kinds.${k}`)}</span>
          </label>
        ))}
      </fieldset>
      {tried && kind === null && <p className={fieldStyles.error} role="alert">{t('chooseOne')}</p>}
      {kind === 'transfer' && (
        <div className={`${styles.fields} ${styles.two}`}>
          <div className={fieldStyles.field}>
            <label htmlFor="transfer-provider" className={fieldStyles.label}>{t('provider')}</label>
            <select
              id="transfer-provider"
              className={styles.select}
              value={from.provider}
              onChange={(e) => setFrom('provider', e.target.value)}
              aria-invalid={missing('provider') ? true : undefined}
              aria-describedby={missing('provider') ? 'transfer-provider-error' : undefined}
            >
              <option value="">{t('providerPick')}</option>
              {PROVIDERS.map((p) => <option key={p} value={p}>{p === 'Other' ? t('providerOther') : p}</option>)}
            </select>
            {missing('provider') && <p id="transfer-provider-error" className={fieldStyles.error}>{missing('provider')}</p>}
          </div>
          <Field id="transfer-holder" label={t('holder')} autoComplete="name" value={from.accountHolderName} onChange={(e) => setFrom('accountHolderName', e.target.value)} error={missing('accountHolderName')} maxLength={100} />
          <Field id="transfer-account" label={t('account')} value={from.accountNumber} onChange={(e) => setFrom('accountNumber', e.target.value)} error={missing('accountNumber')} maxLength={50} />
          <Field id="transfer-connection" label={t('connection')} hint={t('connectionHint')} value={from.connectionId} onChange={(e) => setFrom('connectionId', e.target.value)} error={missing('connectionId')} maxLength={50} />
        </div>
      )}
      <div className={styles.actions}>
        <Button onClick={() => (stepDone(flow, 'switching') ? onContinue() : setTried(true))}>{t('continue')}</Button>
      </div>
    </div>
  );
}

/** Step 5: the start (RSF) date, from the availability's earliest date to 90 days on. */
export function StartStep({ flow, save, onContinue }: Props) {
  const t = useTranslations('broadband.order.start');
  const locale = useLocale();
  const [tried, setTried] = useState(false);
  const a = chosenAvailability(flow);
  if (!a) return null;
  const { min, max } = startDateBounds(a.earliestStart);
  // The input takes YYYY-MM-DD; the words name the days as a customer reads them.
  const words = { min: shortDayOf(min, locale), max: shortDayOf(max, locale) };
  const error = tried && !stepDone(flow, 'start') ? t('outOfRange', words) : undefined;
  return (
    <div className={styles.fields}>
      <Field id="start-date" type="date" label={t('label')} hint={t('hint', words)} min={min} max={max} value={flow.startDate ?? ''} onChange={(e) => save({ ...flow, startDate: e.target.value || null })} error={error} />
      <div className={styles.actions}>
        <Button onClick={() => (stepDone(flow, 'start') ? onContinue() : setTried(true))}>{t('continue')}</Button>
      </div>
    </div>
  );
}

/** Step 6: the contact phone, and where the modem goes (the service address or another) with instructions. */
export function ContactStep({ flow, save, onContinue }: Props) {
  const t = useTranslations('broadband.order.contact');
  const [tried, setTried] = useState(false);
  const other = flow.delivery.address !== null && flow.delivery.address.idx !== flow.address?.idx;
  const [elsewhere, setElsewhere] = useState(other);
  const phoneError = tried && !contactPhoneValid(flow.contactPhone) ? t('phoneInvalid') : undefined;
  const setDelivery = (d: Partial<BroadbandFlow['delivery']>) => save({ ...flow, delivery: { ...flow.delivery, ...d } });
  return (
    <div className={styles.fields}>
      <Field id="contact-phone" type="tel" autoComplete="tel" label={t('phone')} hint={t('phoneHint')} value={flow.contactPhone} onChange={(e) => save({ ...flow, contactPhone: e.target.value })} error={phoneError} maxLength={20} />
      {flow.withModem && (
        <fieldset className={styles.choices}>
          <legend>{t('deliveryLegend')}</legend>
          <label className={styles.choice}>
            <input type="radio" name="delivery" checked={!elsewhere} onChange={() => { setElsewhere(false); setDelivery({ address: flow.address }); }} />
            <span>{t('toService', { address: flow.address?.formatted ?? '' })}</span>
          </label>
          <label className={styles.choice}>
            <input type="radio" name="delivery" checked={elsewhere} onChange={() => { setElsewhere(true); setDelivery({ address: null }); }} />
            <span>{t('toOther')}</span>
          </label>
        </fieldset>
      )}
      {flow.withModem && elsewhere && <AddressSearch label={t('otherAddress')} value={other ? flow.delivery.address : null} onPick={(a) => setDelivery({ address: a })} />}
      {tried && flow.withModem && flow.delivery.address === null && <p className={fieldStyles.error} role="alert">{t('deliveryNeeded')}</p>}
      <div className={fieldStyles.field}>
        <label htmlFor="delivery-instructions" className={fieldStyles.label}>{t('instructions')}</label>
        <p id="delivery-instructions-hint" className={fieldStyles.hint}>{t('instructionsHint')}</p>
        <textarea id="delivery-instructions" className={styles.textarea} rows={3} maxLength={500} aria-describedby="delivery-instructions-hint" value={flow.delivery.instructions} onChange={(e) => setDelivery({ instructions: e.target.value })} />
      </div>
      <div className={styles.actions}>
        <Button
          onClick={() => {
            // The service address is the delivery address until another is chosen.
            const next = flow.withModem && !elsewhere && flow.delivery.address === null ? { ...flow, delivery: { ...flow.delivery, address: flow.address } } : flow;
            if (stepDone(next, 'contact')) onContinue(next);
            else setTried(true);
          }}
        >
          {t('continue')}
        </Button>
      </div>
    </div>
  );
}
