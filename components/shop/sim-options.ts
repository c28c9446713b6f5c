import type { Flags } from '@/lib/flags';
import type { SimItemView, SimType } from '@/lib/eshop/types';

/** One SIM type as the purchase pages offer it; prices are the upstream catalogue's (contract §1). */
export type SimOption = { simType: SimType; priceCents: number; originalPriceCents: number | null; physical: boolean; slug: string };

/**
 * "Three fixed SIM items exist: eSIM, physical SIM, and FWA physical SIM" (spec §3), as the
 * contract §1 prices them: eSIM free; SIM card free, $5.00 catalogue price struck through; FWA
 * SIM free. The FWA SIM only with the FWA module, the eSIM only with its menu (`esimMenu`).
 */
export const ESIM_OPTION: SimOption = { simType: 'esim', priceCents: 0, originalPriceCents: null, physical: false, slug: 'esim' };

export const SIM_OPTIONS: readonly SimOption[] = [
  ESIM_OPTION,
  { simType: 'real_sim', priceCents: 0, originalPriceCents: 500, physical: true, slug: 'sim-card' },
  { simType: 'fwa_sim', priceCents: 0, originalPriceCents: null, physical: true, slug: 'fwa-sim' },
];

/** "eSIM … menus on" (build-time settings): the eSIM is offered only with `esimMenu`. */
export function simOptions(flags: Pick<Flags, 'fwaModule' | 'esimMenu'>): SimOption[] {
  return SIM_OPTIONS.filter((o) => (o.simType !== 'fwa_sim' || flags.fwaModule) && (o.simType !== 'esim' || flags.esimMenu));
}

/** "Default SIM type is real_sim" (the defaultSimType flag), when it is offered; else the first offered. */
export function defaultSimType(options: readonly SimOption[], configured: string): SimType {
  return (options.find((o) => o.simType === configured) ?? options.find((o) => o.simType === 'real_sim') ?? options[0])?.simType ?? 'real_sim';
}

/** /eshop/:slug → the SIM item, only among those offered. */
export function simBySlug(options: readonly SimOption[], slug: string): SimOption | undefined {
  return options.find((o) => o.slug === slug);
}

/** The offered options with the upstream catalogue's prices where it has the item (contract §1 otherwise). */
export function withCataloguePrices(options: readonly SimOption[], items: readonly Pick<SimItemView, 'simType' | 'priceCents' | 'originalPriceCents'>[]): SimOption[] {
  return options.map((o) => {
    const item = items.find((i) => i.simType === o.simType);
    return item ? { ...o, priceCents: item.priceCents, originalPriceCents: item.originalPriceCents } : o;
  });
}
