import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { bffGet, bffSend } from '@/components/query/bff-query';
import { queryKeys } from '@/components/query/keys';
import type { InviteAction } from '@/lib/families/schemas';
import type { GroupKind, GroupView, InvitesView, InviteView } from '@/lib/families/types';

/** The BFF's group and invite routes (docs/families-contract.md §3). */
export const GROUPS_PATH = '/api/customer/groups';
export const INVITES_PATH = '/api/customer/invites';
const groupPath = (uuid: string, what: 'leave' | 'remove') => `${GROUPS_PATH}/${encodeURIComponent(uuid)}/${what}`;


/** The groups of one kind the customer (and, for mobile, the current product) leads or belongs to. */
export function useGroups(kind: GroupKind, initialData?: GroupView[]) {
  return useQuery({ queryKey: queryKeys.families.groups(kind), queryFn: () => bffGet<GroupView[]>(`${GROUPS_PATH}?kind=${kind}`), initialData });
}

/** The invites of one kind: those sent and those for the customer. */
export function useInvites(kind: GroupKind, initialData?: InvitesView) {
  return useQuery({ queryKey: queryKeys.families.invites(kind), queryFn: () => bffGet<InvitesView>(`${INVITES_PATH}?kind=${kind}`), initialData });
}

/** A group and its invites change together (a group that ends cancels its invites; an accepted invite adds a member). */
function invalidateKind(client: QueryClient, kind: GroupKind) {
  void client.invalidateQueries({ queryKey: queryKeys.families.groups(kind) });
  void client.invalidateQueries({ queryKey: queryKeys.families.invites(kind) });
}

/** Leave or remove: the BFF answers the groups as they now are, shown at once, then read again. */
function useGroupsChange<V>(kind: GroupKind, send: (v: V) => Promise<GroupView[]>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (groups) => client.setQueryData(queryKeys.families.groups(kind), groups),
    onSettled: () => invalidateKind(client, kind),
  });
}

/** "Leave group": the member leaves (a group left with fewer than two ends). */
export function useLeaveGroup(kind: GroupKind) {
  return useGroupsChange(kind, (group: GroupView) => bffSend<GroupView[]>(groupPath(group.uuid, 'leave'), 'POST', { kind }));
}

/** "Remove {name}": the leader removes a member (with two members the group ends, `removalOutcome`). */
export function useRemoveMember(kind: GroupKind) {
  return useGroupsChange(kind, ({ group, customerUuid, productUuid }: { group: GroupView; customerUuid: string; productUuid: string | null }) =>
    bffSend<GroupView[]>(groupPath(group.uuid, 'remove'), 'POST', { kind, customerUuid, ...(productUuid ? { productUuid } : {}) }),
  );
}

/** After "Send invite" (the BFF creates the group first when the customer leads none): the groups and invites read again. */
export function useRefreshKind(kind: GroupKind): () => void {
  const client = useQueryClient();
  return () => invalidateKind(client, kind);
}

/** "Cancel invite" (sent), "Accept" / "Decline" (incoming): the BFF answers the invites as they now are. */
export function useInviteAction(kind: GroupKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ invite, action }: { invite: InviteView; action: InviteAction }) =>
      bffSend<InvitesView>(`${INVITES_PATH}/${encodeURIComponent(invite.uuid)}/${action}`, 'POST', {}),
    onSuccess: (invites) => client.setQueryData(queryKeys.families.invites(kind), invites),
    onSettled: () => invalidateKind(client, kind),
  });
}
