import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BrandMark } from '@/components/layout/brand-mark';
import { ButtonLink } from '@/components/ui/button-link';
import { hasSession } from '@/lib/session';
import styles from './page.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('home');
  return { title: t('title') };
}

/** The public welcome: where to sign in, or back to the account when already signed in. */
export default async function HomePage() {
  const [t, tc, signedIn] = await Promise.all([getTranslations('home'), getTranslations('common'), hasSession()]);
  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-heading">
        <div className={styles.mark}>
          <BrandMark size={56} />
        </div>
        <h1 id="home-heading">{t('heading')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
        <p>{signedIn ? t('signedInLead') : t('signedOutLead')}</p>
        <div className={styles.actions}>
          {signedIn ? (
            <ButtonLink href="/profile">{t('goToAccount')}</ButtonLink>
          ) : (
            <ButtonLink href="/sign-in" data-action="sign-in">
              {tc('signIn')}
            </ButtonLink>
          )}
        </div>
      </section>
      <section className={styles.help} aria-labelledby="home-help">
        <h2 id="home-help">{tc('help')}</h2>
        <p>{t('helpLead')}</p>
        <ButtonLink href="/help" variant="secondary">
          {tc('getHelp')}
        </ButtonLink>
      </section>
    </div>
  );
}
