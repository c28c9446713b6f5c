import type { Phrase } from './types';

/**
 * The English texts of the plan display rules, by message key. The quoted ones are the spec's
 * own words ("Plan display rules"); the rest are ours. Pages translate `phrase.key` with
 * `phrase.values` in the `planRules` namespace of messages/ (nested: 'speed.planSpeed' is
 * planRules → speed → planSpeed), so these templates are also valid ICU messages.
 */
export const PLAN_PHRASES = {
  'speed.planSpeed': "In-bundle data at your plan's speed",
  'speed.cappedEqual': 'Speeds capped at {speed} down + up',
  'speed.cappedSplit': 'Speeds capped at {down} down / {up} up',
  'speed.cappedDown': 'Speeds capped at {down} down',
  'speed.cappedUp': 'Speeds capped at {up} up',
  'speed.maximum': 'Maximum speed {speed}',
  'throttle.endless': 'Additional Endless Data capped at {speed}',
  'period.oneDay': '1 day',
  'period.days': '{days} days',
  'period.renewable': 'renewable period',
  'period.service': 'service period',
  'usage.unlimited': 'Unlimited',
  'usage.casualRate': 'Casual rate',
  'usage.endless': 'Endless Data',
  'usage.data': '{amount}',
  'usage.voiceOne': '1 minute',
  'usage.voice': '{amount} minutes',
  'usage.sms': '{amount} SMS',
  'usage.mms': '{amount} MMS',
  'usage.internationalMinutesOne': '1 international minute',
  'usage.internationalMinutes': '{amount} international minutes',
  'rollover.included': 'Data rollover included',
  'rollover.notIncluded': 'Data rollover not included',
  'offer.day.one': '1 day',
  'offer.day.other': '{count} days',
  'offer.week.one': '1 week',
  'offer.week.other': '{count} weeks',
  'offer.month.one': '1 month',
  'offer.month.other': '{count} months',
  'offer.periods': '{count} × {interval}',
  'broadband.fibre.title': 'Fibre broadband',
  'broadband.fibre.dropdownTitle': 'Fibre',
  'broadband.fibre.lead': 'Fast, reliable fibre for your home, with everything you need in one place.',
  'broadband.bullets.dataPackages': 'Great data packages',
  'broadband.bullets.existingNumber': 'Bring your existing number',
  'broadband.bullets.loyaltyDeals': 'Loyalty deals',
  'broadband.bullets.solidNetwork': 'Solid network',
  'broadband.speed.upTo': 'Up to {down} down / {up} up',
  'broadband.speed.upToEqual': 'Up to {speed} down and up',
  'broadband.speed.upToDown': 'Up to {down} down',
  'broadband.term.none': 'No fixed term',
  'broadband.term.months': '{months}-month term',
} as const;

export type PhraseKey = keyof typeof PLAN_PHRASES;

/** Fills `{name}` placeholders of the English template; the key and values go to the page. */
export function phrase(key: PhraseKey, values: Record<string, string | number> = {}): Phrase {
  const text = PLAN_PHRASES[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  return { key, values, text };
}
