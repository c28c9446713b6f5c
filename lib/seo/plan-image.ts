import type { PlanView, UsageView } from '@/lib/catalog/types';
import { absoluteUrl } from '@/lib/catalog/seo';
import { SHARE_IMAGE, type ShareImage } from './metadata';

/** The size Open Graph and X cards expect; the site's own image (public/og/site.png) has it too. */
export const PLAN_IMAGE_SIZE = { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height } as const;

/**
 * A plan's own share image (app/og/plans/[locale]/[slug]/route.tsx): one per plan and language,
 * since the period and the allowance's words are translated. Under /og/, which next.config.ts's
 * locale rewrite and proxy.ts's matcher leave alone.
 */
export function planImagePath(locale: string, slug: string): string {
  return `/og/plans/${encodeURIComponent(locale)}/${encodeURIComponent(slug)}`;
}

/** The image's absolute URL (og:image, twitter:image, the Product's `image`) on the serving origin (lib/seo/origin's configuredOrigin). */
export function planImageUrl(origin: string, locale: string, slug: string): string {
  return absoluteUrl(planImagePath(locale, slug), origin);
}

/** The Open Graph / X image entry of a plan page. */
export function planShareImage(opts: { origin: string; locale: string; slug: string; alt: string }): ShareImage {
  return { url: planImageUrl(opts.origin, opts.locale, opts.slug), ...PLAN_IMAGE_SIZE, type: 'image/png', alt: opts.alt };
}

export type HeadlineAllowance = { row: 'data' | 'calls' | 'texts'; usage: UsageView };

/**
 * What the share image names besides the price: the plan's data (what a mobile plan is chosen
 * by), else its calls, else its texts; nothing for a plan that includes none.
 */
export function headlineAllowance(plan: Pick<PlanView, 'data' | 'voice' | 'sms'>): HeadlineAllowance | null {
  if (plan.data) return { row: 'data', usage: plan.data };
  if (plan.voice) return { row: 'calls', usage: plan.voice };
  if (plan.sms) return { row: 'texts', usage: plan.sms };
  return null;
}
