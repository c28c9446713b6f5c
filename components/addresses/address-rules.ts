import type { AddressView } from '@/lib/eshop/types';
import { sortAddresses } from '@/lib/location/rules';

/** A saved address as the delivery-addresses list shows it. */
export type ShownAddress = AddressView & { addressUuid: string; shownDefault: boolean };

/**
 * "Addresses via location service with AddressType DELIVERY sorted by Rank ascending; default set
 * via Rank 1": the default first, then by Rank. When none is the default any more (the Rank 1
 * address was removed), "the first of them shows as default". Only saved addresses (with a UUID)
 * are listed: they are the ones that can be made default or removed.
 */
export function shownAddresses(list: readonly AddressView[]): ShownAddress[] {
  const saved = list.filter((a): a is AddressView & { addressUuid: string } => Boolean(a.addressUuid));
  return sortAddresses(saved).map((a, i) => ({ ...a, shownDefault: i === 0 }));
}
