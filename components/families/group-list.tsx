'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QuerySection, useQueryErrorText } from '@/components/ui/section-state';
import items from '@/components/ui/item-list.module.css';
import { OutcomeAlert, type OutcomeState } from '@/components/ui/outcome';
import { removalOutcome } from '@/lib/families/rules';
import type { GroupKind, GroupMember, GroupView } from '@/lib/families/types';
import { useLeaveGroup, useRemoveMember } from './group-queries';
import styles from './group.module.css';

/** What the last change said: its success, or its failure in the page's language. */
/** What a change said, and where (components/ui/outcome.tsx): `at` a group card, 'groups' when the group is gone, a list of invites. */
export type Outcome = { tone: 'success' | 'error'; text: string; at?: string } | null;

type GroupsQuery = UseQueryResult<GroupView[]>;

/** A group's name as shown: its own, else the kind's ('Family group', 'Mobile group'). */
export function useGroupName(kind: GroupKind): (group: GroupView) => string {
  const t = useTranslations(`groups.${kind}`);
  return (group) => group.name || t('defaultName');
}

/**
 * A member as named in the list and its buttons: a family group by name, a mobile group by
 * number ("members by number"), each falling back to the other, then 'Member'.
 */
export function useMemberName(kind: GroupKind): (member: GroupMember) => string {
  const t = useTranslations('groups');
  return (m) => (kind === 'mobile' ? m.number || m.name : m.name || m.number) || t('member');
}

/**
 * The groups of one kind (docs/families-contract.md §4): each with its name, 'Led by {name}',
 * '{n} members' and its members (the signed-in customer first, '(you)'; the leader marked);
 * the leader removes others, a member leaves. None: 'You're not in a … group yet'. A load
 * failure shows that empty list with the error and 'Try again' (spec §8 "Group or invite load
 * failure: data reset, empty list").
 */
export function GroupList({ kind, query, onOutcome, outcome }: { kind: GroupKind; query: GroupsQuery; onOutcome(o: Outcome): void; outcome: OutcomeState }) {
  const t = useTranslations('groups');
  return (
    <>
      {query.isError && <NoGroup kind={kind} />}
      <QuerySection query={query} title={t(`${kind}.title`)}>
        {(groups) => (groups.length === 0 ? <NoGroup kind={kind} /> : groups.map((g) => <GroupCard key={g.uuid} kind={kind} group={g} onOutcome={onOutcome} outcome={outcome} />))}
      </QuerySection>
      {/* A group that is gone (left, ended): its outcome where its card was. */}
      <OutcomeAlert state={outcome} at="groups" />
    </>
  );
}

function NoGroup({ kind }: { kind: GroupKind }) {
  const t = useTranslations(`groups.${kind}`);
  const id = useId();
  return (
    <EmptyState id={id} icon="users" title={t('none')}>
      <p>{t('noneHint')}</p>
    </EmptyState>
  );
}

function GroupCard({ kind, group, onOutcome, outcome }: { kind: GroupKind; group: GroupView; onOutcome(o: Outcome): void; outcome: OutcomeState }) {
  const t = useTranslations('groups');
  const dialogs = useDialogs();
  const failure = useQueryErrorText();
  const nameOf = useMemberName(kind);
  const name = useGroupName(kind)(group);
  const remove = useRemoveMember(kind);
  const leave = useLeaveGroup(kind);
  const id = useId();
  const leader = group.members.find((m) => m.isLeader);
  const me = group.members.find((m) => m.isMe);
  const busy = remove.isPending || leave.isPending;
  const here = `group:${group.uuid}`;

  const onRemove = async (m: GroupMember) => {
    onOutcome(null);
    const who = nameOf(m);
    const ends = removalOutcome(group.memberCount) === 'group';
    const sure = await dialogs.confirm({
      title: t('removeTitle', { name: who, group: name }),
      message: ends ? t('removeEnds') : t('removeMessage', { name: who, group: name }),
      confirmCaption: t('removeConfirm'),
      cancelCaption: t('keep'),
      destructive: true,
    });
    if (!sure) return;
    remove.mutate(
      { group, customerUuid: m.customerUuid, productUuid: m.productUuid },
      {
        onSuccess: () => onOutcome({ tone: 'success', text: ends ? t('ended', { group: name }) : t('removed', { name: who, group: name }), at: ends ? 'groups' : here }),
        onError: (err) => onOutcome({ tone: 'error', text: failure(err), at: here }),
      },
    );
  };

  const onLeave = async () => {
    onOutcome(null);
    const sure = await dialogs.confirm({ title: t('leaveTitle', { group: name }), message: t('leaveMessage', { group: name }), confirmCaption: t('leaveConfirm'), cancelCaption: t('stay'), destructive: true });
    if (!sure) return;
    leave.mutate(group, {
      onSuccess: () => onOutcome({ tone: 'success', text: t('left', { group: name }), at: 'groups' }),
      onError: (err) => onOutcome({ tone: 'error', text: failure(err), at: here }),
    });
  };

  return (
    <section aria-labelledby={`${id}-name`} className={styles.group}>
      <div className={styles.groupHead}>
        <h2 id={`${id}-name`}>{name}</h2>
        <p className={styles.facts}>
          {leader && <span>{t('ledBy', { name: nameOf(leader) })}</span>}
          <span>{t('members', { count: group.memberCount })}</span>
        </p>
      </div>
      <ul role="list" aria-label={t('membersOf', { group: name })} className={items.list}>
        {group.members.map((m, i) => {
          const who = nameOf(m);
          const other = kind === 'mobile' ? m.name : m.number;
          return (
            <li key={`${m.customerUuid}/${m.productUuid ?? ''}`} className={items.item} aria-labelledby={`${id}-m${i}`}>
              <div className={styles.member}>
                <p id={`${id}-m${i}`} className={styles.memberName}>
                  {who}
                  {m.isMe && <span className={styles.you}> {t('you')}</span>}
                </p>
                {other && other !== who && <p className={styles.memberDetail}>{other}</p>}
                {m.isLeader && <Badge tone="brand">{t('leader')}</Badge>}
              </div>
              {group.isGroupOwner && !m.isMe && (
                <div className={items.actions}>
                  <Button variant="quiet" disabled={busy} busy={remove.isPending && remove.variables?.customerUuid === m.customerUuid} onClick={() => void onRemove(m)}>
                    {t('remove', { name: who })}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {!group.isGroupOwner && me && (
        <div>
          <Button variant="secondary" disabled={busy} busy={leave.isPending} onClick={() => void onLeave()}>
            {t('leave')}
          </Button>
        </div>
      )}
      <OutcomeAlert state={outcome} at={here} />
    </section>
  );
}
