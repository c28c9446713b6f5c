import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { ChatLauncher } from '@/components/help/chat-launcher';
import { ClientMessages } from '@/components/i18n/client-messages';
import { activateSimLink } from '@/components/layout/site-links';
import { ButtonLink } from '@/components/ui/button-link';
import { Alert } from '@/components/ui/alert';
import { balances } from '@/lib/billing/money-calls';
import { displayName, isBroadbandOnly } from '@/lib/customer/rules';
import { screenById, screenGate } from '@/lib/profile/rules';
import { usageSummary } from '@/lib/usage/calls';
import { DashboardUsage } from '@/components/usage/usage-overview';
import { DashboardPort } from '@/components/porting/dashboard-port';
import { portingOf } from '@/lib/porting/calls';
import { BalanceSection } from '../_components/balance-section';
import { CurrentPlan } from '../_components/current-plan';
import { ProductCard } from '../_components/product-card';
import { configuredWidgets } from '../_components/dashboard-widgets';
import { firstView } from '../_lib/first-view';
import { requireScreen, screenContext } from '../_lib/require-screen';
import styles from './page.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profile.home');
  return { title: t('title') };
}

/**
 * my-app-home, also the dashboard (dashboard, mobile-app-dashboard; /link/home): the greeting, the
 * current number's balance and its usage widgets (each section's first view from the server; each
 * loads and fails on its own), every number on the account with "Activate a SIM" (issue 28), and
 * the current one's plan.
 */
export default async function ProfileHomePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const data = await requireScreen('my-app-home');
  // `?welcome=1`: the activation's wait ends here, on the new number's dashboard (issue 16 item 3).
  const query = await searchParams;
  const welcome = query.welcome === '1' && data.flags.mobileOnboarding;
  // `?chat=true`: "chat to home with the chat flag" (/link/chat): the chat opens here, on the dashboard.
  const chat = query.chat === 'true';
  const { account, flags, sessionNames } = data;
  const [t, to, tAll, tc] = await Promise.all([getTranslations('profile.home'), getTranslations('onboarding.banner'), getTranslations(), getTranslations('help.contact')]);
  const activateSim = activateSimLink(flags);
  const c = account.customer;
  // "Display names: first name only, cut at 33 combined characters (sign-in) or 20 (account)": the
  // account's first name, or the sign-in's when the lookup failed.
  const name = c ? displayName(c.firstName, 'account') : displayName(sessionNames.firstName, 'signIn');
  const current = account.current;
  // "Top up" and "Pay bill" are offered only where those screens open for this customer.
  const ctx = screenContext(data);
  const opens = (id: string) => screenGate(screenById(id)!, ctx) === 'ok';
  // Fibre only (no mobile product): the account opens on the broadband tab, where their service and its bill are.
  if (isBroadbandOnly(account.products, account.broadband) && opens('broadband')) redirect(screenById('broadband')!.path);
  // The balance and the usage fail on their own: no first view when one cannot be read, its section asks again.
  const [balance, usage] = current ? await Promise.all([firstView('/profile', balances), firstView('/profile', usageSummary)]) : [];
  // A running port of the current number is said here too (issue 28 item 10), where the porting screen opens.
  const portingOpens = Boolean(current) && opens('number-porting');
  const port = portingOpens ? await firstView('/profile', (rc) => portingOf(rc)) : undefined;

  return (
    <>
      <div className={styles.intro}>
        <h1 className={styles.greeting}>{name ? t('greeting', { name }) : t('greetingNoName')}</h1>
        <p>{t('intro')}</p>
      </div>

      {chat && (
        <section aria-labelledby="chat-heading">
          <h2 id="chat-heading">{tc('heading')}</h2>
          <p>{tc('signedIn')}</p>
          <ChatLauncher texts={{ chat: tc('chat'), connecting: tc('connecting'), panelTitle: tc('panelTitle'), panelBody: tc('panelBody'), close: tc('close'), unavailable: tc('unavailableHere') }} />
        </section>
      )}

      {welcome && (
        <Alert tone="success" title={to('active')}>
          <p>
            <Link href="/welcome">{to('welcome')}</Link>
          </p>
        </Alert>
      )}

      {portingOpens && (
        <ClientMessages namespaces={['porting']}>
          <DashboardPort initial={port} href={screenById('number-porting')!.path} />
        </ClientMessages>
      )}

      {current && (
        <ClientMessages namespaces={['balance', 'usage']}>
          <BalanceSection topUp={opens('top-up')} payBill={flags.payBillOnHome && opens('pay-bill')} initial={balance} />
          <DashboardUsage initial={usage} configured={configuredWidgets(flags)} />
        </ClientMessages>
      )}

      <section aria-labelledby="numbers-heading">
        <h2 id="numbers-heading">{t('productsHeading')}</h2>
        {account.products.length === 0 ? (
          <p>{t('noProducts')}</p>
        ) : (
          <ul className={styles.products}>
            {account.products.map((p) => (
              <li key={p.uuid}>
                <ProductCard product={p} current={p.uuid === current?.uuid} activate={flags.mobileOnboarding} />
              </li>
            ))}
          </ul>
        )}
        {activateSim && (
          <p>
            <ButtonLink href={activateSim.href} variant="secondary">
              {tAll(activateSim.label)}
            </ButtonLink>
          </p>
        )}
      </section>

      <section aria-labelledby="plan-heading">
        <h2 id="plan-heading">{t('planHeading')}</h2>
        {current ? <CurrentPlan product={current} hideZeroCredit={flags.hidePrepayBalanceIfZero} showCredit={false} /> : <p>{t('noCurrent')}</p>}
      </section>
    </>
  );
}
