import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeading } from '@/components/ui/page-heading';
import { getPaymentsConfig } from '@/lib/payments/config';
import { safeRedirect } from '@/lib/session/redirect';
import { requireScreen } from '../../../../_lib/require-screen';
import { AddCardForm } from './_components/add-card-form';
import styles from './page.module.css';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const LIST = '/profile/payment-methods';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('cards');
  return { title: t('addTitle') };
}

/**
 * balance/payment-methods/add: a new card through a SetupIntent. Reachable without a card (the
 * (cardless) guard), from /no-payment-methods with `redirect=/profile`; success goes to the
 * `redirect` query when it is a same-site path, else to the card list.
 */
export default async function AddCardPage({ searchParams }: Props) {
  await requireScreen('balance/payment-methods/add');
  const query = (await searchParams).redirect;
  const next = safeRedirect(typeof query === 'string' ? query : undefined);
  const t = await getTranslations('cards');
  return (
    <div className={styles.page}>
      <PageHeading title={t('addTitle')}>{t('addIntro')}</PageHeading>
      <ClientMessages namespaces={['cards', 'paymentStep']}>
        <AddCardForm payments={getPaymentsConfig()} next={next ?? LIST} />
      </ClientMessages>
      {!next && (
        <div>
          <ButtonLink href={LIST} variant="secondary">{t('back')}</ButtonLink>
        </div>
      )}
    </div>
  );
}
