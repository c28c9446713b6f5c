import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { getPlanText } from '@/components/plans/plan-text';
import { PlanPrice } from '@/components/plans/plan-price';
import { SimPurchaseForm, type PlanChoice } from '@/components/shop/sim-purchase-form';
import { loadSimOptions } from '../../_lib/load-sim-options';
import { defaultSimType } from '@/components/shop/sim-options';
import shopPage from '@/components/shop/shop-page.module.css';
import styles from '@/components/shop/sim-purchase.module.css';
import { Alert } from '@/components/ui/alert';
import { getFlags } from '@/lib/config/calls';
import { shownPlan } from '@/lib/catalog/public';
import type { PlanView } from '@/lib/catalog/types';
import { routeGateOpen } from '@/lib/flags';
import { publicPageMetadata } from '@/lib/seo/metadata';
import { CatalogueUnavailable } from '../../../(public)/_lib/catalogue-unavailable';
import { loadPlanGroups, peekPlan } from '../../../(public)/_lib/plan-pages';

type Props = { params: Promise<{ locale: string; plan?: string[] }> };

/*
 * "sim-purchase/:plan?" (needs SIM purchasing): a plan's page chooses the SIM type and adds
 * SIM + plan to the cart; without a plan the plan is chosen here too, and a plan password can
 * unlock more (contract §5). Like /plans: rendered on first request, kept one minute.
 */
export function generateStaticParams() {
  return [];
}
export const dynamicParams = true;
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, plan: slugs = [] } = await params;
  const t = await getTranslations({ locale, namespace: 'shop.purchase' });
  const slug = slugs.length === 1 ? slugs[0] : undefined;
  const plan = slug ? await peekPlan(slug, await getFlags()) : undefined;
  if (slug && plan) return publicPageMetadata({ path: `/sim-purchase/${plan.slug}`, locale, title: t('headingPlan', { name: plan.name }), description: t('description') });
  return publicPageMetadata({ path: '/sim-purchase', locale, title: t('title'), description: t('description') });
}

export default async function SimPurchasePage({ params }: Props) {
  const { locale, plan: slugs = [] } = await params;
  setRequestLocale(locale);
  if (slugs.length > 1) notFound();
  const flags = await getFlags();
  if (!routeGateOpen('simPurchase', flags)) notFound();
  const [t, tCard, say] = await Promise.all([getTranslations('shop.purchase'), getTranslations('plans.card'), getPlanText()]);
  const sims = await loadSimOptions(flags);
  // "Your number" at checkout: the pool and bring my number behind their flags (off as shipped).
  const numberChoice = flags.porting || flags.numberPreselection ? { pool: flags.numberPreselection, porting: flags.porting } : undefined;
  const namespaces = numberChoice ? (['shop', 'porting', 'validation'] as const) : (['shop'] as const);
  const choice = (p: PlanView): PlanChoice => ({
    id: p.availabilityUuid,
    slug: p.slug,
    name: p.name,
    priceCents: p.priceCents,
    originalPriceCents: p.originalPriceCents,
    per: p.period ? tCard('per', { period: say(p.period.label) }) : undefined,
  });

  const [slug] = slugs;
  if (slug !== undefined) {
    const r = await shownPlan(slug, flags);
    if (!r.ok) {
      if (r.error.code === 'not_found') notFound();
      throw new CatalogueUnavailable('plans', r.error);
    }
    const plan = r.plan;
    return (
      <div className={shopPage.page}>
        <h1>{t('headingPlan', { name: plan.name })}</h1>
        <div className={styles.planCard}>
          <div>
            <p>{plan.description}</p>
          </div>
          <PlanPrice priceCents={plan.priceCents} originalPriceCents={plan.originalPriceCents} offer={plan.offer} per={plan.period ? tCard('per', { period: say(plan.period.label) }) : undefined} creditCents={plan.creditCents} />
        </div>
        {plan.available ? (
          <>
            <p className={shopPage.intro}>{t('planIntro')}</p>
            <ClientMessages namespaces={namespaces}>
              <SimPurchaseForm plans={[choice(plan)]} fixedPlan sims={sims} defaultSim={defaultSimType(sims, flags.defaultSimType)} unlock={false} numberChoice={numberChoice} />
            </ClientMessages>
          </>
        ) : (
          <Alert tone="warning" live="off">
            {tCard('notForSale')}
          </Alert>
        )}
        <p className={shopPage.links}>
          <Link href={`/plans/${plan.slug}`}>{t('viewPlan')}</Link>
          <Link href="/plans">{t('allPlans')}</Link>
        </p>
      </div>
    );
  }

  const groups = await loadPlanGroups(flags);
  const plans = groups.flatMap((g) => g.plans).filter((p) => p.available).map(choice);
  return (
    <div className={shopPage.page}>
      <h1>{t('heading')}</h1>
      <p className={shopPage.intro}>{t('intro')}</p>
      <ClientMessages namespaces={namespaces}>
        <SimPurchaseForm plans={plans} fixedPlan={false} sims={sims} defaultSim={defaultSimType(sims, flags.defaultSimType)} unlock numberChoice={numberChoice} />
      </ClientMessages>
      <p className={shopPage.links}>
        <Link href="/plans">{t('allPlans')}</Link>
      </p>
    </div>
  );
}
