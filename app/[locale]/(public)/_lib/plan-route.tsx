import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { TrackViewItem } from '@/components/analytics/track-view-item';
import { formatCents } from '@/components/format/format-money';
import { JsonLd } from '@/components/seo/json-ld';
import { PlanDetailView } from '@/components/plans/plan-detail-view';
import { PlanListView } from '@/components/plans/plan-list-view';
import { getFlags } from '@/lib/config/calls';
import { absoluteUrl, planListJsonLd, planProductJsonLd } from '@/lib/catalog/seo';
import type { PlanView } from '@/lib/catalog/types';
import type { PlanGroup } from '@/lib/catalog/public';
import { routeGateOpen, type Flags, type RouteGate } from '@/lib/flags';
import { publicPageMetadata } from '@/lib/seo/metadata';
import { configuredOrigin } from '@/lib/seo/origin';
import { planImageUrl } from '@/lib/seo/plan-image';
import { planPageMetadata } from '@/lib/seo/plan-page';
import { loadPlan, loadPlanGroups, peekPlan } from './plan-pages';

export type PlanRouteProps = { params: Promise<{ locale: string; plan?: string[] }> };

type Texts = { title: string; description: string; heading: string; intro: ReactNode };

type Options = {
  /** '/plans' or '/sims-multi-plans'. */
  base: string;
  gate: RouteGate;
  /** The list page's texts, in the page's language. */
  texts: (t: Awaited<ReturnType<typeof getTranslations<'plans'>>>) => Texts;
  /** Shown above the plans on the list page (given the plans shown and the flags, when a function). */
  aside?: ReactNode | ((groups: PlanGroup[], flags: Flags) => ReactNode);
};

/**
 * A plan route with an optional slug (`plans/:plan?`, `sims-multi-plans/:plan?`): no slug is
 * the list, one slug a plan's page, more is not-found. The gate is checked again here (proxy.ts
 * checks first; ARCHITECTURE: proxy is never the only check). Reads no cookie, header or query,
 * so the page files can keep it as an ISR page.
 */
export function planRoute({ base, gate, texts, aside }: Options) {
  async function generateMetadata({ params }: PlanRouteProps): Promise<Metadata> {
    const { locale, plan: slugs = [] } = await params;
    const t = await getTranslations({ locale, namespace: 'plans' });
    const list = texts(t);
    const slug = slugs.length === 1 ? slugs[0] : undefined;
    if (!slug) return publicPageMetadata({ path: base, locale, title: list.title, description: list.description });
    const plan = await peekPlan(slug, await getFlags());
    if (!plan) return { title: list.title };
    const description = t('detail.metaDescription', { name: plan.name, price: formatCents(plan.priceCents), description: plan.description });
    return planPageMetadata({ plan, base, locale, description, origin: configuredOrigin() });
  }

  async function Page({ params }: PlanRouteProps) {
    const { locale, plan: slugs = [] } = await params;
    setRequestLocale(locale);
    if (slugs.length > 1) notFound();
    const flags = await getFlags();
    if (!routeGateOpen(gate, flags)) notFound();
    const [t, tApp] = await Promise.all([getTranslations('plans'), getTranslations('app')]);
    const list = texts(t);
    const origin = configuredOrigin();
    const context = (p: PlanView) => ({ url: absoluteUrl(`${base}/${p.slug}`, origin), brand: tApp('name'), category: t(`category.${p.kind}`), image: planImageUrl(origin, locale, p.slug) });

    const [slug] = slugs;
    if (slug !== undefined) {
      const { plan, addons } = await loadPlan(slug, flags);
      return (
        <>
          <JsonLd data={planProductJsonLd(plan, context(plan))} />
          <TrackViewItem id={plan.slug} name={plan.name} priceCents={plan.priceCents} />
          <PlanDetailView plan={plan} addons={addons} base={base} listName={list.heading} />
        </>
      );
    }
    const groups = await loadPlanGroups(flags);
    return (
      <>
        <JsonLd data={planListJsonLd(list.title, groups.flatMap((g) => g.plans), context)} />
        <PlanListView heading={list.heading} intro={list.intro} groups={groups} base={base}>
          {typeof aside === 'function' ? aside(groups, flags) : aside}
        </PlanListView>
      </>
    );
  }

  return { generateMetadata, Page };
}
