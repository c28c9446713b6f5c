import 'server-only';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PageHeading } from '@/components/ui/page-heading';
import { firstView } from '../../../_lib/first-view';
import { groups, invites } from '@/lib/families/calls';
import type { GroupKind } from '@/lib/families/types';
import { groupHref } from '@/components/families/group-paths';
import { GroupScreen } from '@/components/families/group-screen';

/**
 * The server's part of a group screen: its heading and the first view of the groups and the
 * invites (each absent when its read failed: the browser asks again and shows the failure).
 */
export async function GroupPage({ kind, joined }: { kind: GroupKind; joined?: string }) {
  const here = groupHref(kind);
  const [first, sent] = await Promise.all([firstView(here, (ctx) => groups(ctx, kind)), firstView(here, (ctx) => invites(ctx, kind))]);
  const t = await getTranslations(`groups.${kind}`);
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ClientMessages namespaces={['groups', 'validation']}>
        <GroupScreen kind={kind} initialGroups={first} initialInvites={sent} joined={joined} />
      </ClientMessages>
    </>
  );
}

/** `?joined={group uuid}`: where the accept screen sends the customer after joining. */
export function joinedParam(raw: string | string[] | undefined): string | undefined {
  const v = Array.isArray(raw) ? raw[0] : raw;
  return v && /^[\w-]{1,64}$/.test(v) ? v : undefined;
}
