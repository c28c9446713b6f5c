import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WhoPaysSummary } from '@/components/families/who-pays-summary';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeading } from '@/components/ui/page-heading';
import { cardList } from '@/lib/billing/calls';
import type { CardList } from '@/lib/billing/types';
import { ApiError } from '@/lib/errors/api-error';
import { billingRoutes } from '@/lib/families/calls';
import { getRequestContext, leaveIfEnded } from '@/lib/upstream/request';
import { firstView } from '../../_lib/first-view';
import { requireScreen } from '../../_lib/require-screen';
import { CardListSection } from './_components/card-list';

const PATH = '/profile/payment-methods';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('cards');
  return { title: t('title') };
}

/** payment-methods: the saved cards (default first), make default, remove, and "Add a card". */
export default async function PaymentMethodsPage() {
  const { flags } = await requireScreen('payment-methods');
  const routes = flags.billingRouting ? await firstView(PATH, billingRoutes) : undefined;
  const ctx = await getRequestContext();
  let first: CardList | undefined;
  try {
    first = await cardList(ctx);
  } catch (err) {
    leaveIfEnded(ctx, PATH);
    // An upstream failure: the list asks again from the browser and shows the failure with Try again.
    if (!(err instanceof ApiError)) throw err;
  }
  leaveIfEnded(ctx, PATH);
  const t = await getTranslations('cards');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ClientMessages namespaces={['cards']}>
        <CardListSection initial={first} />
      </ClientMessages>
      <div>
        <ButtonLink href="/profile/balance/payment-methods/add">{t('add')}</ButtonLink>
      </div>
      {flags.billingRouting && (
        <ClientMessages namespaces={['billingRoutes']}>
          <WhoPaysSummary initial={routes} />
        </ClientMessages>
      )}
    </>
  );
}
