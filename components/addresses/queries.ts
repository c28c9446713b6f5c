'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bffGet, bffSend } from '@/components/query/bff-query';
import { queryKeys } from '@/components/query/keys';
import type { AddressView } from '@/lib/eshop/types';

export type AddressList = { addresses: AddressView[] };
export type NewAddressInput = { locationProvider: string; locationProviderIdx: string; makeDefault?: boolean };

const BASE = '/api/eshop/addresses';
const one = (uuid: string) => `${BASE}/${encodeURIComponent(uuid)}`;

/** The saved delivery addresses, Rank ascending with the default first; when the default was removed the first shows as default (the BFF sorts and marks them). */
export function useAddresses(initialData?: AddressList) {
  return useQuery({ queryKey: queryKeys.addresses.all, queryFn: () => bffGet<AddressList>(BASE), initialData });
}

/**
 * A change to the list: what the BFF answers with the whole list is shown at once, and the list
 * is read again in any case (`queryKeys.addresses.all`), so a failed change leaves no stale view.
 */
function useAddressChange<V>(send: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      if (answer && typeof answer === 'object' && Array.isArray((answer as Partial<AddressList>).addresses)) client.setQueryData(queryKeys.addresses.all, answer as AddressList);
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.addresses.all }),
  });
}

/** POST /api/eshop/addresses: saves an address found with the location search. */
export function useAddAddress() {
  return useAddressChange((input: NewAddressInput) => bffSend<{ address: AddressView }>(BASE, 'POST', input));
}

/** PUT /api/eshop/addresses/{uuid}/default: Rank 1; the others keep their order behind it. */
export function useMakeDefaultAddress() {
  return useAddressChange((uuid: string) => bffSend<AddressList>(`${one(uuid)}/default`, 'PUT', {}));
}

/** DELETE /api/eshop/addresses/{uuid}. */
export function useRemoveAddress() {
  return useAddressChange((uuid: string) => bffSend<AddressList>(one(uuid), 'DELETE'));
}
