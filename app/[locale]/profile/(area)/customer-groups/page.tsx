import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GroupPage, joinedParam } from './_lib/group-page';
import { requireScreen } from '../../_lib/require-screen';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('groups.customer');
  return { title: t('title') };
}

/** customer-groups (flag): the family group, its invite form, and the invites sent and received. */
export default async function CustomerGroupsPage({ searchParams }: Props) {
  await requireScreen('customer-groups');
  return <GroupPage kind="customer" joined={joinedParam((await searchParams).joined)} />;
}
