/** The slug part taken from a UUID when two names would give the same slug. */
const UUID_SUFFIX_LENGTH = 8;

/**
 * A stable, URL-safe slug from a plan's name: '$30 Prepay Value Pack' → '30-prepay-value-pack',
 * 'Kōrero 1.5GB' → 'korero-1-5gb'. Macrons and other accents are dropped, never encoded.
 */
export function planSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'plan';
}

/**
 * Slugs for one list, by UUID. Every plan whose name slug is shared gets its UUID's first
 * characters appended, so the result does not depend on the order of the list.
 */
export function assignSlugs(plans: readonly { uuid: string; name: string }[]): Map<string, string> {
  const counts = new Map<string, number>();
  for (const p of plans) counts.set(planSlug(p.name), (counts.get(planSlug(p.name)) ?? 0) + 1);
  return new Map(plans.map((p) => {
    const base = planSlug(p.name);
    const suffix = p.uuid.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, UUID_SUFFIX_LENGTH);
    return [p.uuid, (counts.get(base) ?? 0) > 1 ? `${base}-${suffix}` : base];
  }));
}
