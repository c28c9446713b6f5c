import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PageHeading } from '@/components/ui/page-heading';
import type { AddressList } from '@/components/addresses/queries';
import { ApiError } from '@/lib/errors/api-error';
import { deliveryAddresses } from '@/lib/eshop/shop';
import { getRequestContext, leaveIfEnded } from '@/lib/upstream/request';
import { requireScreen } from '../../_lib/require-screen';
import { AddressBook } from './_components/address-book';

const PATH = '/profile/shipping-details';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shippingDetails');
  return { title: t('title') };
}

/** shipping-details: the saved delivery addresses (default first), set default, remove, add through the location search. */
export default async function ShippingDetailsPage() {
  await requireScreen('shipping-details');
  const ctx = await getRequestContext();
  let first: AddressList | undefined;
  try {
    first = { addresses: await deliveryAddresses(ctx) };
  } catch (err) {
    leaveIfEnded(ctx, PATH);
    // An upstream failure: the list asks again from the browser and shows the failure with Try again.
    if (!(err instanceof ApiError)) throw err;
  }
  leaveIfEnded(ctx, PATH);
  const t = await getTranslations('shippingDetails');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ClientMessages namespaces={['shippingDetails']}>
        <AddressBook initial={first} />
      </ClientMessages>
    </>
  );
}
