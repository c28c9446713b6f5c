import 'server-only';
import { getFlags } from '@/lib/config/calls';
import { routeGateOpen } from '@/lib/flags';
import { shownPlanGroups } from './public';

/**
 * The sitemap's share of the catalogue (issue 3 §4 "sitemap.xml with every plan"): /plans and
 * every plan detail, the multi-SIM pages, /ufb and /ufb-package, /broadband, each only while
 * its gate is open. Never throws: when the catalogue cannot be read the plan details are left
 * out and the list pages stay, so a short outage never empties the sitemap.
 */
export async function planSitemapEntries(): Promise<Array<{ path: string }>> {
  const flags = await getFlags();
  const paths: string[] = [];
  const lists = (['plans', 'simsMultiPlans'] as const).filter((gate) => routeGateOpen(gate, flags));
  if (lists.length) {
    const r = await shownPlanGroups(flags);
    const slugs = r.ok ? r.groups.flatMap((g) => g.plans.map((p) => p.slug)) : [];
    for (const gate of lists) {
      const base = gate === 'plans' ? '/plans' : '/sims-multi-plans';
      paths.push(base, ...slugs.map((s) => `${base}/${encodeURIComponent(s)}`));
    }
  }
  if (routeGateOpen('ufb', flags)) paths.push('/ufb', '/ufb-package');
  if (routeGateOpen('broadband', flags)) paths.push('/broadband');
  return paths.map((path) => ({ path }));
}
