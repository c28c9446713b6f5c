/** Pure rules of addresses (spec §3 "Address", §7 "Location"). */
import type { AddressView } from '@/lib/eshop/types';
import type { Address } from './wire';

/** "Lists are sorted by Rank ascending with the default first" (IsDefault is Rank 1). */
export function sortAddresses<T extends { rank?: number | null; isDefault: boolean }>(list: readonly T[]): T[] {
  const rank = (a: T) => (a.rank === undefined || a.rank === null ? Number.MAX_SAFE_INTEGER : a.rank);
  return [...list].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || rank(a) - rank(b));
}

/**
 * Deleting the default (Rank 1) address "leaves the rest as they are (the first of them shows as
 * default)" (docs/account-contract.md §2.5): in a sorted list without a default, the first is shown as it.
 */
export function withShownDefault<T extends { isDefault: boolean }>(sorted: readonly T[]): T[] {
  if (sorted.some((a) => a.isDefault)) return [...sorted];
  return sorted.map((a, i) => (i === 0 ? { ...a, isDefault: true } : a));
}

/**
 * The location service's address as the browser sees it. An address without a country is in the
 * deployment's `defaultCountry` ("default country New Zealand", configured defaults).
 */
export function toAddressView(a: Address, defaultCountry: string): AddressView {
  return {
    ...(a.AddressUUID ? { addressUuid: a.AddressUUID } : {}),
    locationProvider: a.LocationProvider,
    locationProviderIdx: a.LocationProviderIDX,
    formatted: a.Formatted,
    lines: a.Lines,
    suburb: a.Suburb,
    city: a.City,
    postcode: a.PostCode,
    country: a.Country || defaultCountry,
    isDefault: a.IsDefault === true || a.Rank === 1,
    ...(a.Rank !== undefined && a.Rank !== null ? { rank: a.Rank } : {}),
  };
}
