'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { callBff } from '@/components/api/call-bff';
import { VoucherForm as VoucherSchema } from '@/components/billing/money-forms';
import { MONEY_PATHS } from '@/components/billing/money-queries';
import { RefusalAlert } from '@/components/billing/refusal-alert';
import { useRefusal, type Refusal } from '@/components/billing/use-refusal';
import { formatCents } from '@/components/format/format-money';
import { queryKeys } from '@/components/query/keys';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form, FormField, useZodForm } from '@/components/ui/form';
import type { VoucherCheck, VoucherRedeemed } from '@/lib/billing/money-types';
import styles from '@/components/billing/pay-page.module.css';

/**
 * Redeem a voucher (docs/money-contract.md §4): "check, then redeem". "Check voucher" → "This
 * voucher adds $20.00" and "Redeem $20.00" → "$20.00 added. Your balance is now $x". A refusal
 * shows 'Redemption check Error' / 'Redemption Error' with the reason beneath; the code stays.
 */
export function VoucherRedeem() {
  const t = useTranslations('voucher');
  const client = useQueryClient();
  const form = useZodForm(VoucherSchema, { code: '' });
  const refusalOf = useRefusal(form);
  const typed = useWatch({ control: form.control, name: 'code' }) ?? '';
  const [checked, setChecked] = useState<VoucherCheck | null>(null);
  const [redeemed, setRedeemed] = useState<VoucherRedeemed | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [redeeming, setRedeeming] = useState(false);
  // A check holds for the code it checked: typing another one asks for a new check.
  const check = checked && checked.code === typed.replace(/\s+/g, '') ? checked : null;

  async function onCheck(v: z.output<typeof VoucherSchema>) {
    setRefusal(null);
    setRedeemed(null);
    setChecked(null);
    const res = await callBff<VoucherCheck>(MONEY_PATHS.voucherCheck, 'POST', v);
    if (res.ok) setChecked(res.data);
    else setRefusal(refusalOf(res));
  }

  async function onRedeem() {
    if (!check) return;
    setRefusal(null);
    setRedeeming(true);
    const res = await callBff<VoucherRedeemed>(MONEY_PATHS.voucherRedeem, 'POST', { code: check.code });
    setRedeeming(false);
    if (!res.ok) {
      setRefusal(refusalOf(res));
      return;
    }
    setChecked(null);
    setRedeemed(res.data);
    void client.invalidateQueries({ queryKey: queryKeys.all });
  }

  const busy = form.formState.isSubmitting || redeeming;
  return (
    <section className={styles.panel} aria-labelledby="voucher-form">
      <h2 id="voucher-form" className="visually-hidden">{t('title')}</h2>
      <Form form={form} onValid={onCheck} className={styles.form}>
        <FormField name="code" label={t('code')} hint={t('codeHint')} inputMode="numeric" autoComplete="off" disabled={busy} />
        <div className={styles.actions}>
          <Button type="submit" variant={check ? 'secondary' : 'primary'} busy={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('checking') : t('check')}
          </Button>
        </div>
      </Form>
      {check && (
        <div className={styles.form}>
          <Alert tone="info">{t('adds', { amount: formatCents(check.creditCents) })}</Alert>
          <div className={styles.actions}>
            <Button busy={redeeming} onClick={() => void onRedeem()}>
              {redeeming ? t('redeeming') : t('redeem', { amount: formatCents(check.creditCents) })}
            </Button>
          </div>
        </div>
      )}
      {redeemed && (
        <Alert tone="success">
          {redeemed.balanceCents === null
            ? t('redeemedNoBalance', { amount: formatCents(redeemed.creditCents) })
            : t('redeemed', { amount: formatCents(redeemed.creditCents), balance: formatCents(redeemed.balanceCents) })}
        </Alert>
      )}
      {refusal && <RefusalAlert refusal={refusal} />}
    </section>
  );
}
