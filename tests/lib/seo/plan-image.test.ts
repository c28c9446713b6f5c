import { planProductJsonLd } from '@/lib/catalog/seo';
import { phrase } from '@/lib/catalog/phrases';
import type { PlanView } from '@/lib/catalog/types';
import { publicPageMetadata } from '@/lib/seo/metadata';
import { headlineAllowance, planImagePath, planImageUrl } from '@/lib/seo/plan-image';
import { planPageMetadata } from '@/lib/seo/plan-page';
import { planShareTexts } from '@/lib/seo/plan-share-texts';

/** Issue 30 item 11: "og:image and twitter:image (a real image per plan and a site default) … Product images in the plan JSON-LD". */

const plan = (over: Partial<PlanView> = {}): PlanView => ({
  uuid: 'E-1', catalogUuid: 'E-1', availabilityUuid: 'A-1', slug: '12-weekly-plan', kind: 'prepay', productType: 'prepaymobileAddon',
  isBasePlan: true, isAddon: false, isFullyPaid: true, name: '$12 Weekly Plan', description: '2 GB for a week.', available: true, priority: 20,
  priceCents: 1200, priceText: '12.00', allowAutoRenew: true,
  period: { days: 7, kind: 'renewable', label: phrase('period.days', { days: 7 }), kindLabel: phrase('period.renewable') },
  offer: null, data: { kind: 'allowance', amount: 2048, phrase: phrase('usage.data', { amount: '2 GB' }) },
  voice: { kind: 'allowance', amount: 100, phrase: phrase('usage.voice', { amount: 100 }) }, sms: null, mms: null, internationalMinutes: null, hotspot: true,
  speed: phrase('speed.planSpeed'), throttle: null, maxSpeed: null, rollover: null, theme: 'blue',
  ...over,
});
const ORIGIN = 'https://tui.example';

describe('a share image per plan', () => {
  it('one address per plan and language, under /og/ (outside the locale rewrite), absolute on the serving origin', () => {
    expect(planImagePath('en', '12-weekly-plan')).toBe('/og/plans/en/12-weekly-plan');
    expect(planImageUrl(ORIGIN, 'mi-NZ', '12-weekly-plan')).toBe('https://tui.example/og/plans/mi-NZ/12-weekly-plan');
    expect(planImageUrl('http://localhost:3160', 'en', 'x')).toBe('http://localhost:3160/og/plans/en/x');
  });

  it('the plan page names its own image in og:image and twitter:image, with its size and a text alternative', () => {
    const m = planPageMetadata({ plan: plan(), base: '/plans', locale: 'en', description: 'D', origin: ORIGIN });
    const image = { url: 'https://tui.example/og/plans/en/12-weekly-plan', width: 1200, height: 630, type: 'image/png', alt: '$12 Weekly Plan: $12.00 per 7 days' };
    expect(m.openGraph).toMatchObject({ url: '/plans/12-weekly-plan', siteName: 'Tūī Mobile', images: [image] });
    expect(m.twitter).toMatchObject({ card: 'summary_large_image', images: [image] });
    expect(m.alternates?.canonical).toBe('/plans/12-weekly-plan');
  });

  it('in Māori: the Māori image, described in Māori; /sims-multi-plans names the same image', () => {
    const m = planPageMetadata({ plan: plan(), base: '/sims-multi-plans', locale: 'mi-NZ', description: 'D', origin: ORIGIN });
    expect(m.openGraph?.images).toEqual([expect.objectContaining({ url: 'https://tui.example/og/plans/mi-NZ/12-weekly-plan', alt: '$12 Weekly Plan: $12.00 ia 7 rā' })]);
    expect(m.alternates?.canonical).toBe('/sims-multi-plans/12-weekly-plan?language=mi-NZ');
  });

  it('other pages keep the site default', () => {
    expect(publicPageMetadata({ path: '/plans', locale: 'en', title: 'T', description: 'D' }).openGraph?.images).toEqual([expect.objectContaining({ url: '/og/site.png' })]);
  });

  it('the plan\'s Product JSON-LD names the same image, absolute', () => {
    const ld = planProductJsonLd(plan(), { url: `${ORIGIN}/plans/12-weekly-plan`, brand: 'Tūī Mobile', image: planImageUrl(ORIGIN, 'en', '12-weekly-plan') });
    expect(ld.image).toBe('https://tui.example/og/plans/en/12-weekly-plan');
  });
});

describe('what the image says', () => {
  it('brand, kind, name, price per period, and the headline allowance: data first', () => {
    expect(planShareTexts(plan(), 'en')).toEqual({
      brand: 'Tūī Mobile', category: 'Prepay mobile plan', name: '$12 Weekly Plan', price: '$12.00', per: 'per 7 days',
      allowance: { label: 'Data', amount: '2 GB' }, alt: '$12 Weekly Plan: $12.00 per 7 days',
    });
    expect(planShareTexts(plan(), 'mi-NZ')).toMatchObject({ category: 'Mahere waea pūkoro utu tōmua', per: 'ia 7 rā', allowance: { label: 'Raraunga', amount: '2 GB' } });
  });

  it('without data the calls, then the texts; none and no period leave them out', () => {
    expect(headlineAllowance(plan({ data: null }))?.row).toBe('calls');
    expect(headlineAllowance(plan({ data: null, voice: null, sms: { kind: 'unlimited', phrase: phrase('usage.unlimited') } }))?.row).toBe('texts');
    const bare = planShareTexts(plan({ data: null, voice: null, period: null }), 'en');
    expect(bare).not.toHaveProperty('allowance');
    expect(bare).not.toHaveProperty('per');
    expect(bare.alt).toBe('$12 Weekly Plan: $12.00');
  });
});
