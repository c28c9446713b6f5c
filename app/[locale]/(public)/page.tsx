import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BrandMark } from '@/components/layout/brand-mark';
import { ButtonLink } from '@/components/ui/button-link';
import styles from './page.module.css';

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'home' });
  return { title: t('title') };
}

/**
 * The public welcome: where to sign in, or back to the account when already signed in. Static
 * per locale; the signed-in variant shows from the hint on <html> (see globals.css).
 */
export default async function HomePage({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, tc] = await Promise.all([getTranslations('home'), getTranslations('common')]);
  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-heading">
        <div className={styles.mark}>
          <BrandMark size={56} />
        </div>
        <h1 id="home-heading">{t('heading')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
        <p data-when="signed-in">{t('signedInLead')}</p>
        <p data-when="signed-out">{t('signedOutLead')}</p>
        <div className={styles.actions}>
          <span data-when="signed-in">
            <ButtonLink href="/profile">{t('goToAccount')}</ButtonLink>
          </span>
          <span data-when="signed-out">
            <ButtonLink href="/sign-in" data-action="sign-in">
              {tc('signIn')}
            </ButtonLink>
          </span>
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
