import { createTranslator } from 'next-intl';
import { formatCents } from '@/components/format/format-money';
import type { PhraseKey } from '@/lib/catalog/phrases';
import type { Phrase, PlanView } from '@/lib/catalog/types';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { messagesOf } from '@/lib/i18n/messages';
import { headlineAllowance } from './plan-image';

export type PlanShareTexts = {
  brand: string;
  category: string;
  name: string;
  price: string;
  /** 'per 7 days'; absent for a plan without a period. */
  per?: string;
  /** The headline allowance: its row's label ('Data') and amount ('2 GB'). */
  allowance?: { label: string; amount: string };
  /** The image's text alternative (og:image:alt, twitter:image:alt). */
  alt: string;
};

/**
 * What a plan's share image says, in a language (the plan's name is the catalogue's, the same
 * in both): drawn by app/og/plans/[locale]/[slug]/route.tsx and described by the plan page's
 * og:image:alt. Outside a page's request, so its own translator rather than getTranslations.
 */
export function planShareTexts(plan: PlanView, locale: Locale = DEFAULT_LOCALE): PlanShareTexts {
  const t = createTranslator({ locale, messages: messagesOf(locale) });
  const say = (p: Phrase) => t(`planRules.${p.key as PhraseKey}`, p.values);
  const price = formatCents(plan.priceCents);
  const per = plan.period ? t('plans.card.per', { period: say(plan.period.label) }) : undefined;
  const headline = headlineAllowance(plan);
  return {
    brand: t('app.name'),
    category: t(`plans.category.${plan.kind}`),
    name: plan.name,
    price,
    ...(per ? { per } : {}),
    ...(headline ? { allowance: { label: t(`plans.card.${headline.row}`), amount: say(headline.usage.phrase) } } : {}),
    alt: per ? t('plans.share.altPer', { name: plan.name, price, per }) : t('plans.share.alt', { name: plan.name, price }),
  };
}
