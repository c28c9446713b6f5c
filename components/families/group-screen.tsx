'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
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
 * last change's outcome shows above them.
 */
export function GroupScreen({ kind, initialGroups, initialInvites, joined }: Props) {
  const t = useTranslations('groups');
  const groups = useGroups(kind, initialGroups);
  const invites = useInvites(kind, initialInvites);
  const nameOf = useGroupName(kind);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [joinedShown, setJoinedShown] = useState(Boolean(joined));
  const joinedGroup = joinedShown ? groups.data?.find((g) => g.uuid === joined) : undefined;
  const shown: Outcome = outcome ?? (joinedGroup ? { tone: 'success', text: t('joined', { group: nameOf(joinedGroup) }) } : null);
  const onOutcome = (o: Outcome) => {
    setJoinedShown(false);
    setOutcome(o);
  };
  const list = groups.data ?? [];
  const mayInvite = groups.isSuccess && (list.length === 0 || list.some((g) => g.isGroupOwner));

  return (
    <div className={styles.screen}>
      {shown && (
        <Alert tone={shown.tone} live={shown.tone === 'error' ? 'assertive' : 'polite'}>
          {shown.text}
        </Alert>
      )}
      <GroupList kind={kind} query={groups} onOutcome={onOutcome} />
      {mayInvite && <InviteSender kind={kind} onOutcome={onOutcome} />}
      <InviteList kind={kind} query={invites} onOutcome={onOutcome} />
    </div>
  );
}
