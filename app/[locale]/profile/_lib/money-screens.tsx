import 'server-only';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CardListSection } from '@/components/billing/card-list';
import { dollarsToCents } from '@/components/billing/money-forms';
import { PayBill } from '@/components/billing/pay-bill';
import styles from '@/components/billing/pay-page.module.css';
import { PaymentsSection } from '@/components/billing/payments-section';
import { TopUp } from '@/components/billing/top-up';
import { WhoPaysSummary } from '@/components/families/who-pays-summary';
import { ClientMessages } from '@/components/i18n/client-messages';
import { BonusFacts } from '@/components/rewards/bonus-facts';
import { PointsTotal } from '@/components/rewards/points-total';
import { RedeemedList } from '@/components/rewards/redeemed-list';
import rewardStyles from '@/components/rewards/rewards.module.css';
import { Unavailable } from '@/components/rewards/unavailable';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeading } from '@/components/ui/page-heading';
import { cardList, paymentHistory } from '@/lib/billing/calls';
import { balances } from '@/lib/billing/money-calls';
import type { CardList } from '@/lib/billing/types';
import { billToAccount } from '@/lib/customer/calls';
import { holdingAsProduct } from '@/lib/customer/rules';
import type { MobileProductView } from '@/lib/customer/types';
import { ApiError } from '@/lib/errors/api-error';
import { billingRoutes } from '@/lib/families/calls';
import { getPaymentsConfig } from '@/lib/payments/config';
import { pageFromQuery } from '@/lib/profile/paging';
import { screenById, screenGate } from '@/lib/profile/rules';
import { bonusList } from '@/lib/rewards/calls';
import { getRequestContext, leaveIfEnded } from '@/lib/upstream/request';
import { firstView } from './first-view';
import { requireScreen, screenContext, type ScreenData } from './require-screen';

/**
 * The money screens of the account area, one piece of code for each: the account's and the mobile
 * number's (pay-bill, top-up, payments-history, payment-methods, bonuses) and the broadband
 * balance area's (account-management.md §2: "A balance area with pay-bill (postpay), top-up
 * (prepay), payments-history and payment-methods; bonuses", issue 30). A page names its screen
 * (a row of lib/profile/screens.ts); a broadband row's money is the broadband tab's current
 * service's (`service` on the BFF's money routes), the others' the current mobile product's.
 */

type Query = Promise<Record<string, string | string[] | undefined>>;

/** What a screen's money is for: a broadband row's is the tab's current service, the others' the current mobile product (nothing to say). */
function moneyTarget(data: ScreenData): { on?: MobileProductView; service?: string } {
  if (data.screen.group !== 'broadband') return {};
  const held = data.account.broadband.find((h) => h.current);
  return held ? { on: holdingAsProduct(held), service: held.uuid } : {};
}

/**
 * pay-bill (postpay): `?amount=custom` (/link/custom-amount) opens on another amount; /link/full-amount
 * on the full one. The server renders the amount due's first view (the browser reads it when it could not).
 */
export async function PayBillScreen({ id, searchParams }: { id: 'pay-bill' | 'broadband/balance/pay-bill'; searchParams: Query }) {
  const data = await requireScreen(id);
  const { on, service } = moneyTarget(data);
  const custom = (await searchParams).amount === 'custom';
  const receipts = screenGate(screenById('receipts')!, screenContext(data)) === 'ok';
  const here = `${data.screen.path}${custom ? '?amount=custom' : ''}`;
  const [balance, billTo] = await Promise.all([firstView(here, (rc) => balances(rc, on)), firstView(here, (rc) => billToAccount(rc))]);
  const t = await getTranslations('payBill');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ClientMessages namespaces={['payBill', 'paymentStep', 'validation']}>
        <div className={styles.page}>
          <PayBill custom={custom} payments={getPaymentsConfig()} billTo={billTo ?? null} receipts={receipts} initial={balance} service={service} />
        </div>
      </ClientMessages>
    </>
  );
}

/** `?amount=12.50` fills the top-up's amount in (a top-up offer's link); anything that is not an amount is ignored. */
export function prefill(amount: string | string[] | undefined): string {
  return typeof amount === 'string' && dollarsToCents(amount) !== null ? amount.trim().replace(/^\$\s*/, '') : '';
}

/**
 * top-up (prepay): a top-up through the payment step, the credit's first view from the server;
 * `extra` what the screen adds beneath (the mobile number's auto top-up).
 */
export async function TopUpScreen({ id, initialAmount, extra }: { id: 'top-up' | 'broadband/balance/top-up'; initialAmount: string; extra?: ReactNode }) {
  const data = await requireScreen(id);
  const { on, service } = moneyTarget(data);
  const here = data.screen.path;
  const [balance, billTo] = await Promise.all([firstView(here, (rc) => balances(rc, on)), firstView(here, (rc) => billToAccount(rc))]);
  const t = await getTranslations('topUp');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ClientMessages namespaces={['topUp', 'autoTopUp', 'paymentStep', 'validation']}>
        <div className={styles.page}>
          <TopUp initialAmount={initialAmount} payments={getPaymentsConfig()} billTo={billTo ?? null} initialBalance={balance} service={service} />
          {extra}
        </div>
      </ClientMessages>
    </>
  );
}

/**
 * payments-history: the customer's card payments, 14 a page, newest first. The server renders
 * page N's first view (`?page=N`; anything else is page 1); a page past the last goes to the last.
 */
export async function PaymentsHistoryScreen({ id, searchParams }: { id: 'payments-history' | 'broadband/balance/payments-history'; searchParams: Query }) {
  const { screen } = await requireScreen(id);
  const page = pageFromQuery((await searchParams).page);
  // An upstream failure: no first view; the section asks again from the browser (Try again).
  const first = await firstView(`${screen.path}?page=${page}`, (ctx) => paymentHistory(ctx, page));
  const last = first?.pageInfo.totalPages ?? 0;
  if (last > 0 && page > last) redirect(`${screen.path}?page=${last}`);
  const t = await getTranslations('paymentsHistory');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ClientMessages namespaces={['paymentsHistory']}>
        <PaymentsSection page={page} initial={first} path={screen.path} />
      </ClientMessages>
    </>
  );
}

/** payment-methods: the saved cards (default first), make default, remove, and "Add a card". */
export async function PaymentMethodsScreen({ id }: { id: 'payment-methods' | 'broadband/balance/payment-methods' }) {
  const { flags, screen } = await requireScreen(id);
  const routes = flags.billingRouting ? await firstView(screen.path, billingRoutes) : undefined;
  const ctx = await getRequestContext();
  let first: CardList | undefined;
  try {
    first = await cardList(ctx);
  } catch (err) {
    leaveIfEnded(ctx, screen.path);
    // An upstream failure: the list asks again from the browser and shows the failure with Try again.
    if (!(err instanceof ApiError)) throw err;
  }
  leaveIfEnded(ctx, screen.path);
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

/** Where one bonus opens (the account's bonus screen, whichever list it was chosen from). */
const BONUS_PATH = '/profile/bonuses';

/**
 * bonuses ("Bonuses: bonuses (rewards and gifts)"): the points total, then your-rewards and
 * other-gifts, each by group, with cost, value and validity; then the rewards already redeemed.
 */
export async function BonusesScreen({ id }: { id: 'bonuses' | 'broadband/bonuses' }) {
  const { screen } = await requireScreen(id);
  const [data, t] = await Promise.all([firstView(screen.path, bonusList), getTranslations('rewards.bonuses')]);
  const list = data ?? null;
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      {list === null ? (
        <Unavailable text={t('unavailable')} href={screen.path} />
      ) : (
        <>
          <PointsTotal total={list.total} note />
          {list.sections.map((section) => (
            <section key={section.category} className={rewardStyles.section} aria-labelledby={`category-${section.category}`}>
              <h2 id={`category-${section.category}`}>{t(`categories.${section.category}`)}</h2>
              {section.groups.length === 0 && <p className={rewardStyles.muted}>{t('empty')}</p>}
              {section.groups.map((g) => (
                <div key={g.group} className={rewardStyles.group}>
                  <h3>{t(`groups.${g.group}`)}</h3>
                  <ul className={rewardStyles.cards}>
                    {g.bonuses.map((b) => (
                      <li key={b.uuid} className={rewardStyles.card}>
                        <h4><Link href={`${BONUS_PATH}/${encodeURIComponent(b.uuid)}`}>{b.title}</Link></h4>
                        <p>{b.description}</p>
                        <BonusFacts bonus={b} />
                        {!b.affordable && <p className={rewardStyles.short}>{t('short', { points: b.shortPoints })}</p>}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          ))}
          <RedeemedList redeemed={list.redeemed} />
        </>
      )}
    </>
  );
}
