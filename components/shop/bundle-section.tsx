import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { getPlanText } from '@/components/plans/plan-text';
import type { PlanGroup } from '@/lib/catalog/public';
import type { Flags } from '@/lib/flags';
import { BundleBuilder } from './bundle-builder';
import { defaultSimType, simOptions } from './sim-options';

/** The bundle builder of /sims-multi-plans with the plans on sale (server side: names, prices, periods). */
export async function BundleSection({ groups, flags }: { groups: PlanGroup[]; flags: Flags }) {
  const [tCard, say] = await Promise.all([getTranslations('plans.card'), getPlanText()]);
  const plans = groups
    .flatMap((g) => g.plans)
    .filter((p) => p.available)
    .map((p) => ({ id: p.availabilityUuid, slug: p.slug, name: p.name, priceCents: p.priceCents, per: p.period ? tCard('per', { period: say(p.period.label) }) : undefined }));
  const sims = simOptions(flags);
  return (
    <ClientMessages namespaces={['shop']}>
      <BundleBuilder plans={plans} sims={sims} defaultSim={defaultSimType(sims, flags.defaultSimType)} />
    </ClientMessages>
  );
}
