import 'server-only';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PageHeading } from '@/components/ui/page-heading';
import type { GroupKind, GroupView, InvitesView } from '@/lib/families/types';
import { GroupScreen } from './group-screen';

/** The server's part of a group screen: its heading and the first view, handed to the client screen. */
export async function GroupPage({ kind, groups, invites, joined }: { kind: GroupKind; groups?: GroupView[]; invites?: InvitesView; joined?: string }) {
  const t = await getTranslations(`groups.${kind}`);
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ClientMessages namespaces={['groups', 'validation']}>
        <GroupScreen kind={kind} initialGroups={groups} initialInvites={invites} joined={joined} />
      </ClientMessages>
    </>
  );
}

/** `?joined={group uuid}`: where the accept screen sends the customer after joining. */
export function joinedParam(raw: string | string[] | undefined): string | undefined {
  const v = Array.isArray(raw) ? raw[0] : raw;
  return v && /^[\w-]{1,64}$/.test(v) ? v : undefined;
}
