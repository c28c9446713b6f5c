'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Field } from '@/components/ui/field';
import { LOSING_CARRIERS } from '@/lib/porting/rules';
import type { PortingInput } from '@/lib/porting/types';
import fieldStyles from '@/components/ui/field.module.css';
import styles from './onboarding.module.css';

export type PortingDraft = Omit<PortingInput, 'productId'>;
export const EMPTY_PORTING: PortingDraft = { number: '', carrier: '', accountNumber: '', priorSimId: '', name: '' };
export type PortingDraftErrors = Partial<Record<keyof PortingDraft, string>>;

/**
 * "Bring your number" at activation: the number, the losing carrier, the account number there
 * (postpay there), the prior SIM ID (prepay there) and the account holder's name. The port
 * itself starts once the activation is asked (the BFF sends PUT mobile_porting at finalise), so
 * a payment that fails starts none. Controlled: the activation page keeps what was typed.
 */
export function BringNumber({ value, onChange, errors, disabled }: { value: PortingDraft; onChange(v: PortingDraft): void; errors: PortingDraftErrors; disabled: boolean }) {
  const t = useTranslations('onboarding.number');
  const id = useId();
  const set = (k: keyof PortingDraft) => (e: { target: { value: string } }) => onChange({ ...value, [k]: e.target.value });
  return (
    <div className={styles.fieldset}>
      <p className={styles.muted}>{t('portIntro')}</p>
      <Field id={`${id}-number`} label={t('portNumber')} inputMode="tel" autoComplete="tel-national" value={value.number} onChange={set('number')} error={errors.number} disabled={disabled} />
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-carrier`} className={fieldStyles.label}>
          {t('portCarrier')}
        </label>
        <select id={`${id}-carrier`} className={fieldStyles.input} value={value.carrier} onChange={set('carrier')} disabled={disabled} aria-invalid={errors.carrier ? true : undefined} aria-describedby={errors.carrier ? `${id}-carrier-error` : undefined}>
          <option value="">{t('portCarrierChoose')}</option>
          {LOSING_CARRIERS.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        {errors.carrier && (
          <p id={`${id}-carrier-error`} className={fieldStyles.error}>
            {errors.carrier}
          </p>
        )}
      </div>
      <Field id={`${id}-account`} label={t('portAccount')} hint={t('portAccountHint')} value={value.accountNumber} onChange={set('accountNumber')} error={errors.accountNumber} disabled={disabled} autoComplete="off" />
      <Field id={`${id}-prior`} label={t('portPriorSim')} hint={t('portPriorSimHint')} inputMode="numeric" value={value.priorSimId} onChange={set('priorSimId')} error={errors.priorSimId} disabled={disabled} autoComplete="off" />
      <Field id={`${id}-name`} label={t('portName')} value={value.name} onChange={set('name')} error={errors.name} disabled={disabled} autoComplete="name" />
    </div>
  );
}
