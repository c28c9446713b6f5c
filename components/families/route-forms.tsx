import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/ui/form';
import { cleanText } from '@/lib/errors/input';
import type { SpendCycle } from '@/lib/families/types';
import type { LimitInput } from './route-queries';
import pay from '@/components/billing/pay-page.module.css';

type T = ReturnType<typeof useTranslations<'billingRoutes'>>;

/** Dollars as typed: empty (no limit) or a whole or two-decimal amount up to $999,999.99. */
const DOLLARS = /^\d{1,6}(\.\d{1,2})?$/;

/** The limit fields of a route: 'Limit ($)' as typed and 'Renews' (1 monthly, 2 weekly, 0 never). */
function limitShape(t: T) {
  return {
    total: z.string().trim().refine((v) => v === '' || DOLLARS.test(v.replace(/^\$/, '')), t('badLimit')),
    cycle: z.enum(['1', '2', '0']),
  };
}

/** What the limit fields send: `routeUpdate` on the BFF makes the cents ("total is multiplied by 100 to cents; cycle and total default to 0"). */
export function limitInput(v: { total: string; cycle: string }): Required<Pick<LimitInput, 'total' | 'cycle'>> {
  return { total: v.total.replace(/^\$/, '') || '0', cycle: Number(v.cycle) };
}

/** The limit as the fields show it: dollars ('' for no limit) and the cycle. */
export function limitDefaults(spendLimit: number | null | undefined, spendCycle: SpendCycle | null | undefined): { total: string; cycle: '0' | '1' | '2' } {
  const dollars = spendLimit ? spendLimit / 100 : 0;
  // No limit yet (a request asks without one): monthly is the first choice offered.
  const cycle = spendLimit ? String(spendCycle ?? 1) : '1';
  return { total: dollars ? (Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2)) : '', cycle: cycle as '0' | '1' | '2' };
}

/** Approve a request: the limit the payer sets. */
export const approveSchema = (t: T) => z.object(limitShape(t));

/** Edit a route: its name and, for the payer, the limit. */
export const editSchema = (t: T) => z.object({ name: cleanText(60, { required: true }), ...limitShape(t) });

/** Add: a request (someone pays for me) or an invite (I pay for someone: the limit offered). */
export const addSchema = (t: T) =>
  z.object({
    type: z.enum(['request', 'invite']),
    email: z.string().trim().min(1).pipe(z.email(t('badEmail'))),
    name: cleanText(60),
    ...limitShape(t),
  });

/** 'Limit ($)' and 'Renews' bound to the form around them. */
export function LimitFields({ disabled }: { disabled?: boolean }) {
  const t = useTranslations('billingRoutes');
  return (
    <>
      <FormField name="total" label={t('limit')} hint={t('limitHint')} inputMode="decimal" autoComplete="off" disabled={disabled} />
      <fieldset className={pay.choices} disabled={disabled}>
        <legend className={pay.legend}>{t('renews')}</legend>
        <RegisteredRadio name="cycle" value="1" label={t('renewMonth')} />
        <RegisteredRadio name="cycle" value="2" label={t('renewWeek')} />
        <RegisteredRadio name="cycle" value="0" label={t('renewNever')} />
      </fieldset>
    </>
  );
}

/** A radio of the surrounding form (react-hook-form's context). */
export function RegisteredRadio({ name, value, label }: { name: string; value: string; label: string }) {
  const { register } = useFormContext();
  return (
    <label className={pay.choice}>
      <input type="radio" value={value} {...register(name)} />
      {label}
    </label>
  );
}
