'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bffGet, bffSend } from '@/components/query/bff-query';
import { queryKeys } from '@/components/query/keys';
import type { CardList, CardSetup } from '@/lib/billing/types';

/** The BFF's card routes (docs/account-contract.md §3). */
export const CARDS_PATH = '/api/customer/payment-methods';
const cardPath = (id: string) => `${CARDS_PATH}/${encodeURIComponent(id)}`;

/**
 * The customer's saved cards, default first ("Cards are observed live": the BFF reads them fresh
 * from the upstream each time). `initialData` is the server component's first view.
 */
export function useCards(options: { initialData?: CardList; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.cards.all,
    queryFn: () => bffGet<CardList>(CARDS_PATH),
    initialData: options.initialData,
    enabled: options.enabled ?? true,
  });
}

/** Every card mutation answers the list as it now is: shown at once, then the key invalidated. */
function useCardsMutation<V>(send: (v: V) => Promise<CardList>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (list) => client.setQueryData(queryKeys.cards.all, list),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.cards.all }),
  });
}

/** "Remove": the BFF promotes another card when the default goes (contract §3). */
export function useRemoveCard() {
  return useCardsMutation((id: string) => bffSend<CardList>(cardPath(id), 'DELETE'));
}

/** "Make default": Rank 1 (an expired card is refused, 'This card has expired'). */
export function useMakeDefault() {
  return useCardsMutation((id: string) => bffSend<CardList>(`${cardPath(id)}/default`, 'PUT', {}));
}

/**
 * A SetupIntent for a new card: its client secret goes to the provider's confirmSetup. The card
 * list changes only once the provider has saved the card, so the caller reads it again then
 * (`useRefreshCards`).
 */
export function useSetupCard() {
  return useMutation({ mutationFn: () => bffSend<CardSetup>(`${CARDS_PATH}/setup`, 'POST', {}) });
}

/**
 * After a card was saved through the provider: the list is read again now, which also makes the
 * BFF forget the customer's page cache, so the profile guard sees the new card at once.
 */
export function useRefreshCards(): () => Promise<CardList> {
  const client = useQueryClient();
  return () => client.fetchQuery({ queryKey: queryKeys.cards.all, queryFn: () => bffGet<CardList>(CARDS_PATH), staleTime: 0 });
}
