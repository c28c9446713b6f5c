'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { useOutcome } from '@/components/ui/outcome';
import type { GroupKind, GroupView, InvitesView } from '@/lib/families/types';
import { GroupList, useGroupName, type Outcome } from './group-list';
import { useGroups, useInvites } from './group-queries';
import { InviteSender } from './invite-form';
import { InviteList } from './invite-list';
import styles from './group.module.css';

type Props = {
  kind: GroupKind;
  /** The server's first view (absent when its read failed: the browser asks again). */
  initialGroups?: GroupView[];
  initialInvites?: InvitesView;
  /** The group just joined through an invite's link ('You joined {group}'). */
  joined?: string;
};

/**
 * The Family group and Mobile group screens (docs/families-contract.md §4): the groups, the
 * invite form (for a leader, or someone in no group), and the invites sent and received. The
 * last change's outcome shows next to what was acted on (the group's card, the invite form, the
 * invites table: issue 28 item 5); the group just joined is greeted above them.
 */
export function GroupScreen({ kind, initialGroups, initialInvites, joined }: Props) {
  const t = useTranslations('groups');
  const groups = useGroups(kind, initialGroups);
  const invites = useInvites(kind, initialInvites);
  const nameOf = useGroupName(kind);
  const outcome = useOutcome();
  const [joinedShown, setJoinedShown] = useState(Boolean(joined));
  const joinedGroup = joinedShown ? groups.data?.find((g) => g.uuid === joined) : undefined;
  const onOutcome = (o: Outcome) => {
    setJoinedShown(false);
    outcome.show(o);
  };
  const list = groups.data ?? [];
  const mayInvite = groups.isSuccess && (list.length === 0 || list.some((g) => g.isGroupOwner));

  return (
    <div className={styles.screen}>
      {joinedGroup && <Alert tone="success">{t('joined', { group: nameOf(joinedGroup) })}</Alert>}
      <GroupList kind={kind} query={groups} onOutcome={onOutcome} outcome={outcome} />
      {mayInvite && <InviteSender kind={kind} onOutcome={onOutcome} />}
      <InviteList kind={kind} query={invites} onOutcome={onOutcome} outcome={outcome} />
    </div>
  );
}
