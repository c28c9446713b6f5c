import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Subscriptions } from '@/components/broadband/account/subscriptions';
import { PageHeading } from '@/components/ui/page-heading';
import type { Technology } from '@/lib/broadband/types';
import { requireScreen } from '../../../_lib/require-screen';
import { firstServices } from './first-views';

type Kind = 'all' | Technology;
const SCREEN: Record<Kind, string> = { all: 'broadband', UFB: 'broadband/ufb/subscriptions', FWA: 'broadband/fwa/subscriptions' };
const PATH: Record<Kind, string> = { all: '/profile/broadband', UFB: '/profile/broadband/ufb/subscriptions', FWA: '/profile/broadband/fwa/subscriptions' };
const WORDS: Record<Kind, { title: 'title' | 'ufbTitle' | 'fwaTitle'; intro: 'intro' | 'ufbIntro' | 'fwaIntro' }> = {
  all: { title: 'title', intro: 'intro' },
  UFB: { title: 'ufbTitle', intro: 'ufbIntro' },
  FWA: { title: 'fwaTitle', intro: 'fwaIntro' },
};

export function subscriptionsMetadata(kind: Kind): () => Promise<Metadata> {
  return async () => {
    const t = await getTranslations('broadband.account');
    return { title: t(WORDS[kind].title) };
  };
}

/**
 * The broadband tab and the two subscriptions screens: the services (all, or one technology's)
 * with their orders' timelines. The server reads the first view; the list follows from the browser.
 */
export async function SubscriptionsPage({ kind }: { kind: Kind }) {
  await requireScreen(SCREEN[kind]);
  const [t, first] = await Promise.all([getTranslations('broadband.account'), firstServices(PATH[kind], { orders: true })]);
  return (
    <>
      <PageHeading title={t(WORDS[kind].title)}>{t(WORDS[kind].intro)}</PageHeading>
      <ClientMessages namespaces={['broadband', 'planRules']}>
        <Subscriptions technology={kind === 'all' ? undefined : kind} initialServices={first.services} initialOrders={first.orders} />
      </ClientMessages>
    </>
  );
}
