import type { Metadata } from 'next';
import type { PlanView } from '@/lib/catalog/types';
import { DEFAULT_LOCALE, matchLocale } from '@/lib/i18n/locales';
import { publicPageMetadata } from './metadata';
import { planShareImage } from './plan-image';
import { planShareTexts } from './plan-share-texts';

/**
 * A plan page's metadata (/plans/{slug}, /sims-multi-plans/{slug}): canonical and Open Graph as
 * every public page, with the plan's own share image for og:image and twitter:image, absolute on
 * `origin` (the serving one: the page is rendered again where another origin serves it).
 */
export function planPageMetadata(opts: { plan: PlanView; base: string; locale: string; description: string; origin: string }): Metadata {
  const { plan, base, locale, description, origin } = opts;
  const alt = planShareTexts(plan, matchLocale(locale) ?? DEFAULT_LOCALE).alt;
  const image = planShareImage({ origin, locale, slug: plan.slug, alt });
  return publicPageMetadata({ path: `${base}/${plan.slug}`, locale, title: plan.name, description, image });
}
