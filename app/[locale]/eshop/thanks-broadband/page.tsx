import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ThanksBroadband } from '@/components/broadband/checkout/thanks-view';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button-link';
import { broadbandOrderOf } from '@/lib/broadband/order';
import { getFlags } from '@/lib/config/calls';
import { requireCustomer } from '@/lib/session/guards';
import { getRequestContext, leaveIfEnded } from '@/lib/upstream/request';
import { ORDER_ID } from '../_lib/load-order';
import styles from '../_lib/eshop-page.module.css';
import { ThanksPage } from '../_lib/thanks-page';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout.broadband.thanks');
  return { title: t('title'), robots: { index: false } };
}

/**
 * /eshop/thanks-broadband?order=…: "Your broadband is on its way", the go-live date, the visits
 * booked, the order's timeline and "Go to your broadband" (docs/broadband-contract.md §4). With
 * both broadband modules off there is no broadband order to show: the e-shop's thank-you.
 */
export default async function EshopThanksBroadbandPage({ searchParams }: Props) {
  const param = (await searchParams).order;
  const orderNumber = typeof param === 'string' && ORDER_ID.test(param) ? param : undefined;
  const flags = await getFlags();
  if (!flags.ufbModule && !flags.fwaModule) return <ThanksPage path="/eshop/thanks-broadband" order={orderNumber} broadband />;
  const here = orderNumber ? `/eshop/thanks-broadband?order=${encodeURIComponent(orderNumber)}` : '/eshop/thanks-broadband';
  await requireCustomer(here);
  const ctx = await getRequestContext();
  const order = orderNumber ? await broadbandOrderOf(ctx, orderNumber) : null;
  leaveIfEnded(ctx, here);
  const t = await getTranslations('checkout.broadband.thanks');
  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {order ? (
        <ThanksBroadband order={order} />
      ) : (
        <>
          <Alert tone="warning" live="off">{t('notFound')}</Alert>
          <p>
            <ButtonLink href="/profile/my-orders">{t('toOrders')}</ButtonLink>
          </p>
        </>
      )}
    </div>
  );
}
