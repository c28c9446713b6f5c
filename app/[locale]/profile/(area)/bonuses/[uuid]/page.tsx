import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatDate } from '@/components/format/format-date';
import { ClientMessages } from '@/components/i18n/client-messages';
import { BonusFacts } from '@/components/rewards/bonus-facts';
import { PointsTotal } from '@/components/rewards/points-total';
import { RedeemButton } from '@/components/rewards/redeem-button';
import styles from '@/components/rewards/rewards.module.css';
import { Unavailable } from '@/components/rewards/unavailable';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { decodeSegment } from '@/lib/errors/input';
import { bonusDetail } from '@/lib/rewards/calls';
import { firstView } from '../../../_lib/first-view';
import { requireScreen } from '../../../_lib/require-screen';

type Props = { params: Promise<{ uuid: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profile.nav.screens');
  return { title: t('bonus') };
}

/**
 * bonuses/:uuid: one of the customer's bonuses with its full description, the points total and
 * Redeem (confirm, then the code and the lower total). Another customer's or no such bonus: 404.
 */
export default async function BonusPage({ params }: Props) {
  await requireScreen('bonus');
  const uuid = decodeSegment((await params).uuid);
  if (!uuid) notFound();
  const here = `/profile/bonuses/${encodeURIComponent(uuid)}`;
  const [data, t, tb, locale] = await Promise.all([firstView(here, (ctx) => bonusDetail(ctx, uuid), { missing: 'notFound' }), getTranslations('rewards.bonus'), getTranslations('rewards.bonuses'), getLocale()]);
  return (
    <>
      <p>
        <Link href="/profile/bonuses">← {t('back')}</Link>
      </p>
      {data === undefined ? (
        <Unavailable text={tb('unavailable')} href={here} />
      ) : (
        <>
          <h1>{data.bonus.title}</h1>
          <p>{data.bonus.description}</p>
          <PointsTotal total={data.total} />
          <section className={styles.panel} aria-labelledby="bonus-details">
            <h2 id="bonus-details">{t('details')}</h2>
            <p>{data.bonus.fullDescription}</p>
            <BonusFacts bonus={data.bonus} />
          </section>
          {data.redeemed ? (
            <Alert tone="success" live="off">
              <p>{t('alreadyRedeemed', { date: formatDate(Date.parse(data.redeemed.redeemedAt), locale) })}</p>
              <p>{tb('code')}: <strong>{data.redeemed.code}</strong></p>
            </Alert>
          ) : data.bonus.affordable ? (
            <ClientMessages namespaces={['rewards']}>
              <RedeemButton uuid={data.bonus.uuid} title={data.bonus.title} costPoints={data.bonus.costPoints} total={data.total} />
            </ClientMessages>
          ) : (
            <div className={styles.form}>
              <Button disabled aria-describedby="bonus-short">{t('redeem', { points: data.bonus.costPoints })}</Button>
              <Alert tone="info" live="off"><span id="bonus-short">{t('short', { points: data.bonus.shortPoints })}</span></Alert>
            </div>
          )}
        </>
      )}
    </>
  );
}
