'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ecommerceItem, trackEcommerce } from '@/components/analytics/ecommerce';
import { formatCents } from '@/components/format/format-money';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { HydratedForm } from '@/components/ui/hydrated-form';
import fieldStyles from '@/components/ui/field.module.css';
import { cx } from '@/components/ui/cx';
import { companionPriceCents, MULTI_SIM_TYPES } from '@/lib/catalog/rules';
import type { BundleType, SimType } from '@/lib/eshop/types';
import { bundleMax, bundleMin, missingPlans, problemsFromDetails, type BundleProblem } from './bundle-rules';
import { useCart } from './cart-context';
import { useErrorText } from './use-error-text';
import type { SimOption } from './sim-options';
import type { PlanChoice } from './sim-purchase-form';
import choice from './choice.module.css';
import styles from './bundle-builder.module.css';

type Row = { key: number; simType: SimType; plan: string; name: string };
type Props = { plans: PlanChoice[]; sims: SimOption[]; defaultSim: SimType };

/**
 * The sims-multi-plans bundle: a type (family, solo, companion, simple), then SIM 1 … each
 * with its type, plan and the name of who uses it; "Add bundle to cart". Problems (missing plans
 * here, and the BFF's 422 `details`) show at each SIM and together in an alert; nothing typed
 * is lost.
 */
export function BundleBuilder({ plans, sims, defaultSim }: Props) {
  const t = useTranslations('shop');
  const cart = useCart();
  const errorText = useErrorText();
  const typeLegend = useId();
  const nextKey = useRef(3);
  const [type, setType] = useState<BundleType>('family');
  const [rows, setRows] = useState<Row[]>([
    { key: 1, simType: defaultSim, plan: '', name: '' },
    { key: 2, simType: defaultSim, plan: '', name: '' },
  ]);
  const [problems, setProblems] = useState<BundleProblem[]>([]);
  const [failure, setFailure] = useState<string | undefined>();
  const [adding, setAdding] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  const min = bundleMin(type);
  const max = bundleMax(type);

  const problemText = (p: BundleProblem) => {
    switch (p.code) {
      case 'plan_not_specified': return t('bundle.planMissing', { n: p.sim });
      case 'plan_not_available': return t('bundle.planUnavailable', { n: p.sim });
      case 'type_not_available': return t('bundle.typeUnavailable', { n: p.sim });
      default: return p.message ?? t('bundle.failed');
    }
  };

  function chooseType(next: BundleType) {
    setType(next);
    // Grow to the type's minimum; never drop a SIM already filled in.
    setRows((r) => {
      const need = bundleMin(next) - r.length;
      if (need <= 0) return r;
      const added = Array.from({ length: need }, () => ({ key: nextKey.current++, simType: defaultSim, plan: '', name: '' }));
      return [...r, ...added];
    });
  }

  function update(index: number, change: Partial<Row>) {
    setRows((r) => r.map((row, i) => (i === index ? { ...row, ...change } : row)));
    // The changed field's problem goes; the SIM's others stay until the next try.
    const gone = (p: BundleProblem) => p.sim === index + 1 && (p.code === 'type_not_available' ? change.simType !== undefined : change.plan !== undefined);
    setProblems((ps) => ps.filter((p) => !gone(p)));
  }

  function removeRow(index: number) {
    setRows((r) => r.filter((_, i) => i !== index));
    // Numbers move up: problems are recomputed on the next try.
    setProblems([]);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFailure(undefined);
    const missing = missingPlans(rows);
    if (missing.length > 0 || rows.length > max || rows.length < min) {
      setProblems(missing);
      if (rows.length > max || rows.length < min) setFailure(t('bundle.min', { min, max }));
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    setAdding(true);
    const r = await cart.addBundle({ type, sims: rows.map((row) => ({ simType: row.simType, plan: row.plan, ...(row.name.trim() ? { name: row.name.trim() } : {}) })) });
    setAdding(false);
    if (!r.ok) {
      const fromBff = problemsFromDetails(r.details);
      setProblems(fromBff);
      setFailure(fromBff.length > 0 ? undefined : errorText(r.code, r.message, t('bundle.failed')));
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    setProblems([]);
    trackEcommerce(
      'add_to_cart',
      rows.flatMap((row) => {
        const plan = plans.find((p) => p.id === row.plan);
        const sim = sims.find((s) => s.simType === row.simType);
        return [ecommerceItem(row.simType, t(`simType.${row.simType}`), sim?.priceCents ?? 0), ...(plan ? [ecommerceItem(plan.slug, plan.name, plan.priceCents)] : [])];
      }),
    );
    cart.openDrawer();
  }

  const shown = problems.map(problemText);
  return (
    <section className={styles.builder} aria-labelledby="bundle-heading">
      <h2 id="bundle-heading">{t('bundle.heading')}</h2>
      <p className={styles.lead}>{t('bundle.intro', { max })}</p>
      <HydratedForm className={styles.form} onSubmit={onSubmit} noValidate>
        <fieldset className={choice.group} role="radiogroup" aria-labelledby={typeLegend}>
          <legend id={typeLegend} className={choice.legend}>
            {t('bundle.typeLegend')}
          </legend>
          <div className={styles.types}>
            {MULTI_SIM_TYPES.map((m) => (
              <label key={m.type} className={choice.option}>
                <input type="radio" name="bundleType" value={m.type} checked={type === m.type} onChange={() => chooseType(m.type)} />
                <span className={choice.name}>{t(`bundle.types.${m.type}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <p className={styles.note}>{t('bundle.min', { min, max })}</p>
        {type === 'companion' && (
          <p className={styles.price} aria-live="polite">
            {t('bundle.companionPrice', { price: formatCents(companionPriceCents(rows.length)), count: rows.length })}
          </p>
        )}

        {(shown.length > 0 || failure) && (
          <div ref={alertRef} tabIndex={-1} className={styles.alertWrap}>
            <Alert tone="error" title={t('bundle.problemsTitle')}>
              {failure && <p>{failure}</p>}
              {shown.length > 0 && (
                <ul>
                  {shown.map((text, i) => (
                    <li key={`${problems[i]?.sim}-${problems[i]?.code}`}>{text}</li>
                  ))}
                </ul>
              )}
            </Alert>
          </div>
        )}

        <ol className={styles.sims}>
          {rows.map((row, i) => {
            const n = i + 1;
            const mine = problems.filter((p) => p.sim === n);
            const planError = mine.find((p) => p.code !== 'type_not_available');
            const typeError = mine.find((p) => p.code === 'type_not_available');
            const id = `bundle-sim-${row.key}`;
            return (
              <li key={row.key}>
                <fieldset className={styles.sim}>
                  <legend className={styles.simLegend}>{t('bundle.sim', { n })}</legend>
                  <div className={fieldStyles.field}>
                    <label htmlFor={`${id}-type`} className={fieldStyles.label}>
                      {t('bundle.simType', { n })}
                    </label>
                    <select
                      id={`${id}-type`}
                      className={cx(fieldStyles.input, typeError && fieldStyles.invalid)}
                      value={row.simType}
                      aria-invalid={typeError ? true : undefined}
                      aria-describedby={typeError ? `${id}-type-error` : undefined}
                      onChange={(e) => update(i, { simType: e.target.value as SimType })}
                    >
                      {sims.map((s) => (
                        <option key={s.simType} value={s.simType}>
                          {t(`simType.${s.simType}`)}
                        </option>
                      ))}
                    </select>
                    {typeError && (
                      <p id={`${id}-type-error`} className={fieldStyles.error}>
                        {problemText(typeError)}
                      </p>
                    )}
                  </div>
                  <div className={fieldStyles.field}>
                    <label htmlFor={`${id}-plan`} className={fieldStyles.label}>
                      {t('bundle.simPlan', { n })}
                    </label>
                    <select
                      id={`${id}-plan`}
                      className={cx(fieldStyles.input, planError && fieldStyles.invalid)}
                      value={row.plan}
                      aria-invalid={planError ? true : undefined}
                      aria-describedby={planError ? `${id}-plan-error` : undefined}
                      onChange={(e) => update(i, { plan: e.target.value })}
                    >
                      <option value="">{t('bundle.choosePlan')}</option>
                      {plans.map((p) => (
                        <option key={p.id} value={p.id}>
                          {p.name} · {formatCents(p.priceCents)}
                          {p.per ? ` ${p.per}` : ''}
                        </option>
                      ))}
                    </select>
                    {planError && (
                      <p id={`${id}-plan-error`} className={fieldStyles.error}>
                        {problemText(planError)}
                      </p>
                    )}
                  </div>
                  <div className={fieldStyles.field}>
                    <label htmlFor={`${id}-name`} className={fieldStyles.label}>
                      {t('bundle.simName', { n })}
                    </label>
                    <input id={`${id}-name`} className={fieldStyles.input} value={row.name} autoComplete="off" maxLength={60} onChange={(e) => update(i, { name: e.target.value })} />
                  </div>
                  {rows.length > min && (
                    <Button variant="quiet" onClick={() => removeRow(i)} className={styles.remove}>
                      {t('bundle.removeSim', { n })}
                    </Button>
                  )}
                </fieldset>
              </li>
            );
          })}
        </ol>

        <div className={styles.actions}>
          <Button
            variant="secondary"
            disabled={rows.length >= max}
            onClick={() => setRows((r) => [...r, { key: nextKey.current++, simType: defaultSim, plan: '', name: '' }])}
          >
            {t('bundle.addSim')}
          </Button>
          <Button type="submit" busy={adding}>
            {t('bundle.submit')}
          </Button>
        </div>
      </HydratedForm>
    </section>
  );
}
