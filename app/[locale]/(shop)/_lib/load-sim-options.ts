import 'server-only';
import { getItems } from '@/lib/eshop/calls';
import { toSimItemView } from '@/lib/eshop/rules';
import type { Flags } from '@/lib/flags';
import { simOptions, withCataloguePrices, type SimOption } from '@/components/shop/sim-options';

/** The SIM types on offer, priced from the e-shop catalogue (cached 30 minutes); the contract's prices when it cannot be read. */
export async function loadSimOptions(flags: Pick<Flags, 'fwaModule'>): Promise<SimOption[]> {
  const offered = simOptions(flags);
  const r = await getItems().catch(() => null);
  return r?.ok ? withCataloguePrices(offered, r.data.map(toSimItemView)) : offered;
}
