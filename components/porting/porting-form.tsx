'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { isSessionLoss } from '@/components/api/error-key';
import { signInAgain } from '@/components/api/sign-in-again';
import { useErrorText } from '@/components/shop/use-error-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import fieldStyles from '@/components/ui/field.module.css';
import { applyServerErrors, Form, FormField, useZodForm } from '@/components/ui/form';
import { LOSING_CARRIERS } from '@/lib/porting/rules';
import type { PortingInput, PortingView } from '@/lib/porting/types';
import { portingFormOf, portingFormSchema, portingInputOf, type PortingFormValues, type PortingType } from './porting-schema';
import { checkNumber, startPorting, useSetPorting } from './queries';
import styles from './porting.module.css';

type Props = {
  /** The product the number comes to; the current product when left out. */
  productId?: string;
  /** Standalone: a started port (PUT /api/customer/porting answered). */
  onSubmitted?: (view: PortingView) => void;
  /** 'standalone' (default) sends the port with Start; 'embedded' only collects it for the page around it (no <form>, no Start). */
  mode?: 'standalone' | 'embedded';
  /** Embedded: what was typed before (kept across a failed activation). */
  value?: PortingInput | null;
  /** Embedded: the checked input on every change, null while a field is missing or wrong; `type` is how the number is paid for now. */
  onChange?: (value: PortingInput | null, meta: { type: PortingType }) => void;
  /** Embedded: how the number is paid for now, when the page remembers it (the checkout's porting-type memory). */
  type?: PortingType;
  /** Embedded: show every field's message now (the page around it tried to go on). */
  showErrors?: boolean;
  /** Whether "Check" is offered (it asks a signed-in route: the shop's public checkout leaves it out and the carrier is chosen). */
  checkable?: boolean;
};

/** A refusal's words: the porting error's own (portingErrorText, applied by the BFF), else the catalogue's. */
function usePortingErrorText() {
  const errorText = useErrorText();
  const te = useTranslations('errors');
  return (code: string, message: string | undefined) => (code === 'porting_error' && message ? message : errorText(code, message, te('somethingWentWrong')));
}

/**
 * "Bring your number": the number with "Check" (→ its carrier), how it is paid for there (postpay:
 * the account number; prepay: the SIM ID of the SIM it is on), the account holder's name → Start.
 * Every field keeps what was typed on a refusal; a 422 lands on its field.
 */
export function PortingForm({ productId, onSubmitted, mode = 'standalone', value, onChange, type: rememberedType, showErrors, checkable = true }: Props) {
  const t = useTranslations('porting.form');
  const id = useId();
  const errorText = usePortingErrorText();
  const form = useZodForm(portingFormSchema, portingFormOf(value, rememberedType));
  const setPorting = useSetPorting(productId);
  const [formError, setFormError] = useState<string>();
  const [checked, setChecked] = useState<{ number: string; carrier: string } | null>(null);
  const [checking, setChecking] = useState(false);
  const values = useWatch({ control: form.control });
  const type = values.type ?? 'prepay';
  const busy = form.formState.isSubmitting;
  const embedded = mode === 'embedded';

  // Embedded: the page around the form gets the checked input as it is typed (null until it passes).
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (!embedded) return;
    const parsed = portingFormSchema.safeParse(values);
    report.current?.(parsed.success ? portingInputOf(parsed.data, productId) : null, { type: values.type ?? 'prepay' });
  }, [embedded, values, productId]);

  useEffect(() => {
    if (embedded && showErrors) void form.trigger();
  }, [embedded, showErrors, form]);

  async function check() {
    const number = form.getValues('number').trim();
    setChecked(null);
    if (!(await form.trigger('number'))) return;
    setChecking(true);
    const res = await checkNumber(number);
    setChecking(false);
    if (!res.ok) {
      if (isSessionLoss(res.code)) return signInAgain();
      if (!applyServerErrors(form, res)) form.setError('number', { type: 'server', message: errorText(res.code, res.message) });
      return;
    }
    if (!res.data.portable) {
      // Issue 28: the customer's own number says so, in words of ours, not the upstream's.
      form.setError('number', { type: 'server', message: res.data.own ? t('ownNumber', { number: res.data.number }) : (res.data.reason ?? t('notPortable')) });
      return;
    }
    if (res.data.carrier) {
      form.setValue('carrier', res.data.carrier, { shouldValidate: form.formState.isSubmitted });
      setChecked({ number: res.data.number, carrier: res.data.carrier });
    }
  }

  async function start(v: PortingFormValues) {
    setFormError(undefined);
    const res = await startPorting(portingInputOf(v, productId));
    if (!res.ok) {
      if (isSessionLoss(res.code)) return signInAgain();
      if (!applyServerErrors(form, res)) setFormError(errorText(res.code, res.message));
      return;
    }
    setPorting(res.data);
    onSubmitted?.(res.data);
  }

  const carrierError = form.formState.errors.carrier?.message;
  const carriers: readonly string[] = values.carrier && !LOSING_CARRIERS.includes(values.carrier as never) ? [values.carrier, ...LOSING_CARRIERS] : LOSING_CARRIERS;
  const fields = (
    <div className={styles.form}>
      <FormField
        name="number"
        label={t('number')}
        hint={t('numberHint')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        disabled={busy}
        action={
          checkable ? (
            <Button variant="secondary" busy={checking} onClick={() => void check()}>
              {t('check')}
            </Button>
          ) : undefined
        }
      />
      {checked && (
        <p className={styles.checked} role="status">
          {t('checked', { number: checked.number, carrier: checked.carrier })}
        </p>
      )}
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-carrier`} className={fieldStyles.label}>
          {t('carrier')}
        </label>
        <select
          id={`${id}-carrier`}
          className={cx(fieldStyles.input, carrierError && fieldStyles.invalid)}
          aria-invalid={carrierError ? true : undefined}
          aria-describedby={carrierError ? `${id}-carrier-error` : undefined}
          disabled={busy}
          {...form.register('carrier')}
        >
          <option value="">{t('chooseCarrier')}</option>
          {carriers.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        {carrierError && (
          <p id={`${id}-carrier-error`} className={fieldStyles.error}>
            {t('chooseCarrier')}
          </p>
        )}
      </div>
      <fieldset className={styles.choices} disabled={busy}>
        <legend className={styles.legend}>{t('type')}</legend>
        <label className={styles.choice}>
          <input type="radio" value="prepay" {...form.register('type')} />
          {t('prepay')}
        </label>
        <label className={styles.choice}>
          <input type="radio" value="postpay" {...form.register('type')} />
          {t('postpay')}
        </label>
      </fieldset>
      {type === 'postpay' ? (
        <FormField key="account" name="accountNumber" label={t('accountNumber')} hint={t('accountNumberHint')} autoComplete="off" disabled={busy} />
      ) : (
        <FormField key="sim" name="priorSimId" label={t('priorSimId')} hint={t('priorSimIdHint')} inputMode="numeric" autoComplete="off" disabled={busy} />
      )}
      <FormField name="name" label={t('name')} hint={t('nameHint')} autoComplete="name" disabled={busy} />
      {formError && <Alert tone="error">{formError}</Alert>}
    </div>
  );

  if (embedded) return <FormProvider {...form}>{fields}</FormProvider>;
  return (
    <Form form={form} onValid={start} aria-label={t('heading')}>
      <div className={styles.form}>
        <p>{t('intro')}</p>
        {fields}
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            {t('start')}
          </Button>
        </div>
      </div>
    </Form>
  );
}
