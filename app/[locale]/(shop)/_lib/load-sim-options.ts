import 'server-only';
import { getItems } from '@/lib/eshop/calls';
import { toSimItemView } from '@/lib/eshop/rules';
import type { Flags } from '@/lib/flags';
import type { UpstreamError } from '@/lib/upstream/types';
import { simOptions, withCataloguePrices, type SimOption } from '@/components/shop/sim-options';

/**
 * Thrown when the e-shop catalogue cannot be read: the page shows its error with Try again
 * (app/[locale]/error.tsx) and nothing is cached. Issue 10, finding 9: "load-sim-options.ts
 * shows hard-coded prices when the catalogue fails: show the error with Try again instead."
 * The message stays in the server's log.
 */
export class SimCatalogueUnavailable extends Error {
  constructor(error: UpstreamError) {
    super(`SIM items unavailable (${error.kind}${error.status ? ` ${error.status}` : ''}): ${error.message}`);
    this.name = 'SimCatalogueUnavailable';
  }
}

/**
 * The SIM types on offer, priced from the e-shop catalogue (cached 30 minutes). Only what the
 * catalogue prices is offered: a type it does not list is not for sale, never shown at a price
 * of our own.
 */
export async function loadSimOptions(flags: Pick<Flags, 'fwaModule' | 'esimMenu'>): Promise<SimOption[]> {
  const r = await getItems();
  if (!r.ok) throw new SimCatalogueUnavailable(r.error);
  const items = r.data.map(toSimItemView);
  return withCataloguePrices(simOptions(flags).filter((o) => items.some((i) => i.simType === o.simType)), items);
}
