import { ImageResponse } from 'next/og';
import { getFlags } from '@/lib/config/calls';
import { shownPlan } from '@/lib/catalog/public';
import { routeGateOpen } from '@/lib/flags';
import { matchLocale } from '@/lib/i18n/locales';
import { PLAN_IMAGE_SIZE } from '@/lib/seo/plan-image';
import { planShareTexts } from '@/lib/seo/plan-share-texts';
import { shareFonts } from '@/lib/seo/share-fonts';
import { CatalogueUnavailable } from '../../../../[locale]/(public)/_lib/catalogue-unavailable';
import { PlanShareCard } from './_components/plan-share-card';

/*
 * GET /og/plans/{locale}/{slug} – a plan's share image (og:image, twitter:image, the Product's
 * image), 1200 × 630 PNG. Drawn on its first request and kept as the plan page is ("Cache: plan
 * lists 1 minute"): it changes only with the catalogue. Node runtime: the font is read from
 * node_modules (lib/seo/share-fonts.ts).
 */
export const runtime = 'nodejs';
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

/**
 * What shared caches may keep, as Next sends for an ISR page of the same lifetime (next/og's own
 * default, max-age=0, would have every crawler's fetch come back here).
 */
const YEAR_S = 365 * 24 * 60 * 60;
const CACHE_CONTROL = `public, s-maxage=${revalidate}, stale-while-revalidate=${YEAR_S - revalidate}`;

type Params = { params: Promise<{ locale: string; slug: string }> };

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

export async function GET(_req: Request, { params }: Params): Promise<Response> {
  const { locale: code, slug } = await params;
  // Only the exact spellings the plan pages name: /og/plans/mi/x is no address of ours.
  const locale = matchLocale(code);
  if (!locale || locale !== code) return notFound();
  // A plan is shown on /plans or /sims-multi-plans: with both gates shut it has no page to share.
  const flags = await getFlags();
  if (!routeGateOpen('plans', flags) && !routeGateOpen('simsMultiPlans', flags)) return notFound();
  const r = await shownPlan(slug, flags);
  if (!r.ok) {
    if (r.error.code === 'not_found') return notFound();
    // Not cached: a failed revalidation keeps serving the image already drawn.
    throw new CatalogueUnavailable('plan image', r.error);
  }
  const fonts = await shareFonts();
  return new ImageResponse(<PlanShareCard texts={planShareTexts(r.plan, locale)} />, { ...PLAN_IMAGE_SIZE, fonts, headers: { 'cache-control': CACHE_CONTROL } });
}
