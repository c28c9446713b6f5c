import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatDate } from '@/components/format/format-date';
import { formatCents } from '@/components/format/format-money';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PowerForm } from '@/components/rewards/power-form';
import styles from '@/components/rewards/rewards.module.css';
import { Unavailable } from '@/components/rewards/unavailable';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeading } from '@/components/ui/page-heading';
import { power } from '@/lib/rewards/calls';
import { regionFor } from '@/lib/rewards/rules';
import type { PowerPlan, PowerView } from '@/lib/rewards/types';
import { firstView } from '../../_lib/first-view';
import { requireScreen } from '../../_lib/require-screen';

const HERE = '/profile/power';
type Props = { searchParams: Promise<{ region?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('rewards.power');
  return { title: t('title') };
}

/** "12.3c" from tenths of a cent. */
const rate = (tenths: number) => (tenths / 10).toFixed(1);

async function PlanCard({ plan }: { plan: PowerPlan }) {
  const t = await getTranslations('rewards.power');
  return (
    <li className={styles.card}>
      <h3>{plan.name}</h3>
      <p className={styles.muted}>{t(`kinds.${plan.kind}`)}</p>
      <dl className={styles.facts}>
        <dt>{t('daily')}</dt>
        <dd>{t('perDay', { amount: formatCents(plan.dailyChargeCents) })}</dd>
        {plan.nightRateTenthCents === null ? (
          <>
            <dt>{t('anytimeRate')}</dt>
            <dd>{t('perKwh', { cents: rate(plan.unitRateTenthCents) })}</dd>
          </>
        ) : (
          <>
            <dt>{t('dayRate')}</dt>
            <dd>{t('perKwh', { cents: rate(plan.unitRateTenthCents) })}</dd>
            <dt>{t('nightRate')}</dt>
            <dd>{t('perKwh', { cents: rate(plan.nightRateTenthCents) })}</dd>
          </>
        )}
      </dl>
      <p>{t('estimate', { amount: formatCents(plan.monthlyEstimateCents) })}</p>
    </li>
  );
}

async function Registered({ view }: { view: PowerView }) {
  const [t, locale] = await Promise.all([getTranslations('rewards.power'), getLocale()]);
  const r = view.registration;
  if (!r) return null;
  const plan = view.regions.flatMap((x) => x.plans).find((p) => p.code === r.planCode)?.name ?? r.planCode;
  return (
    <Alert tone="success" title={t('registeredHeading')} live="off">
      <p>{r.movingIn ? t('registeredMoving', { address: r.address, plan }) : t('registeredBody', { address: r.address, plan })}</p>
      {r.icp && <p>{t('registeredIcp', { icp: r.icp })}</p>}
      <p>{t('registeredOn', { date: formatDate(Date.parse(r.createdAt), locale) })}</p>
    </Alert>
  );
}

/**
 * power: "the provider's electricity offer for its broadband customers". The bundle discount on
 * the broadband bill, the region's plans (daily charge, per-kWh rates, a monthly estimate) and the
 * sign-up; after it, the sign-up received. Without broadband: the way to get it first.
 */
export default async function PowerPage({ searchParams }: Props) {
  await requireScreen('power');
  const chosen = (await searchParams).region;
  const [data, t] = await Promise.all([firstView(HERE, power), getTranslations('rewards.power')]);
  const view = data ?? null;
  const region = view ? regionFor(view.broadbandAddress, view.regions, typeof chosen === 'string' ? chosen : null) : undefined;
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      {view === null && <Unavailable text={t('unavailable')} href={HERE} />}
      {view && (
        <p className={styles.points}>
          <strong>{t('bundle', { amount: formatCents(view.bundleDiscountCents) })}</strong>
        </p>
      )}
      {view && !view.eligible && (
        <div className={styles.panel}>
          <p>{t('notEligible')}</p>
          <ButtonLink href="/broadband">{t('checkBroadband')}</ButtonLink>
        </div>
      )}
      {view && <Registered view={view} />}
      {view && region && (
        <>
          <section className={styles.panel} aria-labelledby="power-region">
            <h2 id="power-region">{t('regionHeading')}</h2>
            <form method="get" action={HERE} className={styles.regionForm}>
              <div>
                <label htmlFor="region" className={styles.label}>{t('region')}</label>
                <select id="region" name="region" defaultValue={region.code} className={styles.select}>
                  {view.regions.map((r) => <option key={r.code} value={r.code}>{r.name}</option>)}
                </select>
              </div>
              <Button type="submit" variant="secondary">{t('showPlans')}</Button>
            </form>
            <p className={styles.muted}>{t('network', { network: region.network })}</p>
          </section>
          <section className={styles.section} aria-labelledby="power-plans">
            <h2 id="power-plans">{t('plansHeading', { region: region.name })}</h2>
            <ul className={styles.cards}>
              {region.plans.map((p) => <PlanCard key={p.code} plan={p} />)}
            </ul>
            <p className={styles.muted}>{t('gst')}</p>
          </section>
          {view.eligible && !view.registration && (
            <section className={styles.panel} aria-labelledby="power-sign-up">
              <h2 id="power-sign-up">{t('signUpHeading')}</h2>
              <p>{t('signUpIntro')}</p>
              <ClientMessages namespaces={['rewards', 'validation']}>
                <PowerForm key={region.code} region={region.code} plans={region.plans} address={view.broadbandAddress ?? ''} />
              </ClientMessages>
            </section>
          )}
        </>
      )}
    </>
  );
}
