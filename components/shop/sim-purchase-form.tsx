'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ecommerceItem, trackEcommerce } from '@/components/analytics/ecommerce';
import { callBff } from '@/components/api/call-bff';
import { formatCents } from '@/components/format/format-money';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { HydratedForm } from '@/components/ui/hydrated-form';
import { Field } from '@/components/ui/field';
import type { SimType } from '@/lib/eshop/types';
import { useCart } from './cart-context';
import { useErrorText } from './use-error-text';
import { NumberChoice, type NumberChoiceValue } from './number-choice';
import { ESIM_OPTION, type SimOption } from './sim-options';
import choice from './choice.module.css';
import styles from './sim-purchase.module.css';

/** A plan as the purchase form offers it (the page translates `per`). */
export type PlanChoice = { id: string; slug: string; name: string; priceCents: number; originalPriceCents?: number; per?: string; unlocked?: boolean };

type Props = {
  plans: PlanChoice[];
  /** The plan's own page (/sim-purchase/:plan): one plan, no plan choice. */
  fixedPlan: boolean;
  sims: SimOption[];
  defaultSim: SimType;
  /** The "Have a plan password?" disclosure (contract §5). */
  unlock: boolean;
  /** "Your number" (docs/onboarding-contract.md §4 Checkout): the pool behind `numberPreselection`, bring my number behind `porting`; absent when both are off. */
  numberChoice?: { pool: boolean; porting: boolean };
};

type UnlockedPlan = { availabilityUuid: string; slug: string; name: string; priceCents: number; originalPriceCents?: number };

/**
 * SIM type (and plan) choice, the price of SIM + plan, Add to cart (which opens the cart
 * drawer). A failed add keeps every choice and says why.
 */
export function SimPurchaseForm({ plans, fixedPlan, sims, defaultSim, unlock, numberChoice }: Props) {
  const t = useTranslations('shop');
  const cart = useCart();
  const errorText = useErrorText();
  const [planId, setPlanId] = useState(fixedPlan ? plans[0]?.id ?? '' : '');
  const [simType, setSimType] = useState<SimType>(defaultSim);
  const [unlocked, setUnlocked] = useState<PlanChoice[]>([]);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [unlockNews, setUnlockNews] = useState<string | undefined>();
  const [unlocking, setUnlocking] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [adding, setAdding] = useState(false);
  const [yourNumber, setYourNumber] = useState<NumberChoiceValue>({ kind: 'new' });
  const [numberAttempted, setNumberAttempted] = useState(false);
  const planLegend = useId();
  const simLegend = useId();
  const viewed = useRef(false);

  const allPlans = [...plans, ...unlocked.filter((u) => !plans.some((p) => p.id === u.id))];
  const plan = allPlans.find((p) => p.id === planId);
  const sim = sims.find((s) => s.simType === simType) ?? sims[0] ?? ESIM_OPTION;

  // /sim-select-product links here with ?sim=esim; the page itself stays static.
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get('sim');
    // Read after hydration (the static HTML cannot know the query), once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (asked && sims.some((s) => s.simType === asked)) setSimType(asked as SimType);
  }, [sims]);

  useEffect(() => {
    if (viewed.current) return;
    viewed.current = true;
    const items = fixedPlan && plans[0] ? [ecommerceItem(plans[0].slug, plans[0].name, plans[0].priceCents)] : [ecommerceItem(sim.simType, t(`simType.${sim.simType}`), sim.priceCents)];
    trackEcommerce('view_item', items);
  }, [fixedPlan, plans, sim, t]);

  async function onUnlock() {
    setUnlockNews(undefined);
    if (!password) {
      setPasswordError(t('purchase.password.required'));
      return;
    }
    setUnlocking(true);
    const r = await callBff<{ plans: UnlockedPlan[] }>('/api/eshop/plans/unlock', 'POST', { password });
    setUnlocking(false);
    if (!r.ok) {
      setPasswordError(r.status === 403 ? t('purchase.password.wrong') : errorText(r.code, r.message, t('errors.generic')));
      return;
    }
    setPasswordError(undefined);
    const got = r.data.plans.map((p): PlanChoice => ({ id: p.availabilityUuid, slug: p.slug, name: p.name, priceCents: p.priceCents, originalPriceCents: p.originalPriceCents, unlocked: true }));
    setUnlocked(got);
    setUnlockNews(t('purchase.password.done', { count: got.length }));
    if (got[0] && !planId) setPlanId(got[0].id);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!plan) {
      setError(t('purchase.choosePlan'));
      return;
    }
    setError(undefined);
    // A chosen number or a port needs its details before the SIM goes in the cart.
    if ((yourNumber.kind === 'choose' && !yourNumber.number) || (yourNumber.kind === 'bring' && !yourNumber.porting)) {
      setNumberAttempted(true);
      return;
    }
    setAdding(true);
    const r = await cart.addItem({
      simType,
      plan: plan.id,
      quantity: 1,
      ...(plan.unlocked ? { planPassword: password } : {}),
      ...(yourNumber.kind === 'choose' && yourNumber.number ? { preselectedNumber: yourNumber.number } : {}),
      ...(yourNumber.kind === 'bring' && yourNumber.porting ? { porting: yourNumber.porting } : {}),
    });
    setAdding(false);
    if (!r.ok) {
      setError(errorText(r.code, r.message, t('errors.addFailed')));
      return;
    }
    trackEcommerce('add_to_cart', [ecommerceItem(sim.simType, t(`simType.${sim.simType}`), sim.priceCents), ecommerceItem(plan.slug, plan.name, plan.priceCents)]);
    cart.openDrawer();
  }

  const price = (cents: number, was?: number | null) => (
    <>
      {cents === 0 ? t('price.free') : formatCents(cents)}
      {was ? <s className={choice.was}>{t('price.was', { price: formatCents(was) })}</s> : null}
    </>
  );

  return (
    <HydratedForm className={styles.form} onSubmit={onSubmit} noValidate>
      {!fixedPlan && (
        <fieldset className={choice.group} role="radiogroup" aria-labelledby={planLegend}>
          <legend id={planLegend} className={choice.legend}>
            {t('purchase.planLegend')}
          </legend>
          {allPlans.length === 0 && <p>{t('purchase.noPlans')}</p>}
          <div className={choice.options}>
            {allPlans.map((p) => (
              <label key={p.id} className={choice.option}>
                <input type="radio" name="plan" value={p.id} checked={planId === p.id} onChange={() => setPlanId(p.id)} aria-labelledby={`plan-${p.id}-name`} aria-describedby={`plan-${p.id}-price`} />
                <span id={`plan-${p.id}-name`} className={choice.name}>{p.name}</span>
                <span id={`plan-${p.id}-price`} className={choice.price}>
                  {formatCents(p.priceCents)}
                  {p.per ? ` ${p.per}` : ''}
                  {p.originalPriceCents ? <s className={choice.was}>{t('price.was', { price: formatCents(p.originalPriceCents) })}</s> : null}
                  {p.unlocked ? ` · ${t('purchase.unlocked')}` : ''}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {unlock && (
        <details className={styles.unlock} open={unlocked.length > 0 || undefined}>
          <summary>{t('purchase.password.summary')}</summary>
          <div className={styles.unlockBody}>
            <Field
              id="plan-password"
              label={t('purchase.password.label')}
              hint={t('purchase.password.hint')}
              type="password"
              autoComplete="off"
              value={password}
              error={passwordError}
              onChange={(e) => {
                setPassword(e.target.value);
                setPasswordError(undefined);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void onUnlock();
                }
              }}
            />
            <Button variant="secondary" busy={unlocking} onClick={() => void onUnlock()}>
              {t('purchase.password.unlock')}
            </Button>
            {unlockNews && <p role="status">{unlockNews}</p>}
          </div>
        </details>
      )}

      <fieldset className={choice.group} role="radiogroup" aria-labelledby={simLegend}>
        <legend id={simLegend} className={choice.legend}>
          {t('purchase.simLegend')}
        </legend>
        <div className={choice.options}>
          {sims.map((s) => (
            <label key={s.simType} className={choice.option}>
              <input type="radio" name="simType" value={s.simType} checked={simType === s.simType} onChange={() => setSimType(s.simType)} aria-labelledby={`sim-${s.simType}-name`} aria-describedby={`sim-${s.simType}-about sim-${s.simType}-price`} />
              <span id={`sim-${s.simType}-name`} className={choice.name}>{t(`simType.${s.simType}`)}</span>
              <span id={`sim-${s.simType}-about`} className={choice.detail}>
                {t(`simTypeBody.${s.simType}`)}
              </span>
              <span id={`sim-${s.simType}-price`} className={choice.price}>{price(s.priceCents, s.originalPriceCents)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {numberChoice && (numberChoice.pool || numberChoice.porting) && (
        <NumberChoice
          pool={numberChoice.pool}
          porting={numberChoice.porting}
          showErrors={numberAttempted && ((yourNumber.kind === 'choose' && !yourNumber.number) || (yourNumber.kind === 'bring' && !yourNumber.porting))}
          onChange={setYourNumber}
        />
      )}

      <section className={styles.summary} aria-labelledby="purchase-summary">
        <h2 id="purchase-summary" className={styles.summaryTitle}>
          {t('purchase.summary')}
        </h2>
        <dl className={styles.prices}>
          <div>
            <dt>
              {t('purchase.simPrice')}: {t(`simType.${sim.simType}`)}
            </dt>
            <dd>{sim.priceCents === 0 ? t('price.free') : formatCents(sim.priceCents)}</dd>
          </div>
          <div>
            <dt>
              {t('purchase.planPrice')}
              {plan ? `: ${plan.name}` : ''}
            </dt>
            <dd>{plan ? formatCents(plan.priceCents) : '–'}</dd>
          </div>
          <div className={styles.totalRow}>
            <dt>{t('purchase.totalPrice')}</dt>
            <dd>{formatCents(sim.priceCents + (plan?.priceCents ?? 0))}</dd>
          </div>
        </dl>
        {error && (
          <Alert tone="error" className={styles.error}>
            {error}
          </Alert>
        )}
        <Button type="submit" busy={adding} fullWidth>
          {t('purchase.add')}
        </Button>
      </section>
    </HydratedForm>
  );
}
