import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { formatNzNumber } from '@/components/format/format-msisdn';
import { appLinks } from '@/components/onboarding/app-links';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeading } from '@/components/ui/page-heading';
import styles from '@/components/onboarding/onboarding.module.css';
import { portingOf } from '@/lib/porting/calls';
import { portRunning } from '@/lib/porting/rules';
import { firstView } from '../../profile/_lib/first-view';
import { requireCardless } from '../../profile/_lib/require-profile';
import { requireOnboarding } from '../_lib/require-onboarding';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const [t, ta] = await Promise.all([getTranslations('onboarding.welcome'), getTranslations('app')]);
  return { title: t('title', { brand: ta('name') }), robots: { index: false } };
}

/**
 * /welcome: "Welcome to {brand}": the number and its plan, the app to download, and what to do
 * next. While a number is coming in, "Bring your old number" gives way to where that move stands
 * (issue 28 item 10); the port is not read when the porting screen is off (no port to follow).
 */
export default async function WelcomePage() {
  await requireOnboarding('/welcome');
  const { account } = await requireCardless();
  const [t, ta] = await Promise.all([getTranslations('onboarding.welcome'), getTranslations('app')]);
  const current = account.current;
  const plan = current?.addons.find((a) => a.isBasePlan)?.name ?? current?.addons[0]?.name ?? null;
  const links = appLinks();
  // No port, or one that cannot be read: the usual next steps.
  const port = current ? (await firstView('/welcome', (rc) => portingOf(rc)))?.porting : null;
  const running = port && portRunning(port) ? port : null;
  return (
    <div className={styles.page}>
      <PageHeading title={t('title', { brand: ta('name') })}>{t('intro')}</PageHeading>
      {current && (
        <section className={styles.card} aria-labelledby="welcome-number">
          <h2 id="welcome-number">{t('yourNumber')}</h2>
          <dl className={styles.facts}>
            <dt>{t('number')}</dt>
            <dd>{formatNzNumber(current.msisdn)}</dd>
            {plan && (
              <>
                <dt>{t('plan')}</dt>
                <dd>{plan}</dd>
              </>
            )}
          </dl>
        </section>
      )}
      <section className={styles.card} aria-labelledby="welcome-app">
        <h2 id="welcome-app">{t('appHeading')}</h2>
        <p>{t('appBody')}</p>
        <div className={styles.actions}>
          <ButtonLink href={links.appStore} variant="secondary" rel="noopener">
            {t('appStore')}
          </ButtonLink>
          <ButtonLink href={links.googlePlay} variant="secondary" rel="noopener">
            {t('googlePlay')}
          </ButtonLink>
        </div>
      </section>
      <section className={styles.card} aria-labelledby="welcome-next">
        <h2 id="welcome-next">{t('nextHeading')}</h2>
        <ul>
          <li>
            <Link href="/help/search?q=voicemail">{t('voicemail')}</Link>
          </li>
          <li>
            {running ? (
              <>
                <Link href="/profile/sim-card-actions/number-porting">{t('portFollow', { number: running.number })}</Link>{' '}
                <span className={styles.muted}>
                  {running.phase === 'awaiting_consent' ? t('portAwaiting', { carrier: running.carrier }) : t('portMoving', { carrier: running.carrier })}
                </span>
              </>
            ) : (
              <Link href="/profile/sim-card-actions/number-porting">{t('bringNumber')}</Link>
            )}
          </li>
          <li>
            <Link href="/help">{t('help')}</Link>
          </li>
        </ul>
        <div className={styles.actions}>
          <ButtonLink href="/profile">{t('toAccount')}</ButtonLink>
        </div>
      </section>
    </div>
  );
}
