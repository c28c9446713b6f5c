import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { BrandMark } from './brand-mark';
import { LanguageSwitch } from './language-switch';
import styles from './site-header.module.css';

type Props = { signedIn: boolean; locale: string };

/** Brand, main navigation, language and sign-out. The root layout leaves it out for `header=hide`. */
export async function SiteHeader({ signedIn, locale }: Props) {
  const t = await getTranslations();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" className={styles.brand} aria-label={t('header.homeLabel')}>
          <BrandMark />
          <span>{t('app.name')}</span>
        </Link>
        <div className={styles.language}>
          <LanguageSwitch locale={locale} />
        </div>
        <nav aria-label={t('header.navLabel')} className={styles.nav}>
          <ul className={styles.links}>
            <li>
              <Link href="/" className={styles.link}>
                {t('common.home')}
              </Link>
            </li>
            <li>
              <Link href="/help" className={styles.link}>
                {t('common.help')}
              </Link>
            </li>
            <li>
              {signedIn ? (
                <Link href="/profile" className={styles.link}>
                  {t('common.myAccount')}
                </Link>
              ) : (
                <Link href="/sign-in" className={styles.link} data-action="sign-in">
                  {t('common.signIn')}
                </Link>
              )}
            </li>
          </ul>
          {signedIn && <SignOutButton className={styles.signOut} />}
        </nav>
      </div>
    </header>
  );
}
