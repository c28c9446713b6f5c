import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GroupPage, joinedParam } from '../customer-groups/_lib/group-page';
import { requireScreen } from '../../_lib/require-screen';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('groups.mobile');
  return { title: t('title') };
}

/** mobile-groups (flag plus an activated account): the current number's mobile group, its invite form, and the invites sent and received. */
export default async function MobileGroupsPage({ searchParams }: Props) {
  await requireScreen('mobile-groups');
  return <GroupPage kind="mobile" joined={joinedParam((await searchParams).joined)} />;
}
