import 'server-only';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PageHeading } from '@/components/ui/page-heading';
import { ChargesView } from '@/components/usage/charges-view';
import type { ChargeFilter } from '@/components/usage/queries';
import { charges } from '@/lib/usage/calls';
import { CHARGE_TYPES, chargeRange, type ChargeGrouping } from '@/lib/usage/rules';
import { ChargesQuery } from '@/lib/usage/schemas';
import { firstView } from '../../../../../_lib/first-view';
import styles from './charges-screen.module.css';

export type SearchParams = Record<string, string | string[] | undefined>;
const GROUPINGS: readonly string[] = ['day', 'month', 'year'] satisfies ChargeGrouping[];

/**
 * The page's query (`?from=&to=&types=&by=`, as the form sends it, with or without script) as
 * the filter shown first: the BFF's own schema checks it; anything it refuses falls back to the
 * last 30 days and every type, grouped by day.
 */
export function chargesFilterOf(params: SearchParams, now: Date): { filter: ChargeFilter; query: { from?: string; to?: string }; by: ChargeGrouping } {
  const one = (key: string) => {
    const v = params[key];
    return Array.isArray(v) ? v.join(',') : v;
  };
  const parsed = ChargesQuery.safeParse({ from: one('from') || undefined, to: one('to') || undefined, types: one('types') });
  const q = parsed.success ? parsed.data : { from: undefined, to: undefined, types: [...CHARGE_TYPES] };
  const by = one('by') ?? '';
  return { filter: { ...chargeRange(q.from, q.to, now), types: q.types }, query: { from: q.from, to: q.to }, by: GROUPINGS.includes(by) ? (by as ChargeGrouping) : 'day' };
}

/**
 * The charges of the current product (mobile/usage/details, broadband/fwa/usage/details): the
 * heading, and the filters with the groups of charges, whose first view the server reads.
 */
export async function ChargesScreen({ here, searchParams, intro, back }: { here: string; searchParams: SearchParams; intro: 'intro' | 'fwaIntro'; back?: string }) {
  const { filter: asked, query, by } = chargesFilterOf(searchParams, new Date());
  // Days not given: the BFF's default, from the product's creation (its answer says which days).
  const initial = await firstView(here, (rc) => charges(rc, { from: query.from, to: query.to, types: [...asked.types] }));
  const filter: ChargeFilter = initial ? { from: initial.from, to: initial.upto, types: asked.types } : asked;
  const t = await getTranslations('charges');
  return (
    <>
      <PageHeading title={t('title')}>{t(intro)}</PageHeading>
      <div className={styles.stack}>
        <ClientMessages namespaces={['charges']}>
          <ChargesView initialFilter={filter} initialGrouping={by} initial={initial} />
        </ClientMessages>
        {back && (
          <p className={styles.more}>
            <Link href={back}>{t('seeUsage')}</Link>
          </p>
        )}
      </div>
    </>
  );
}
