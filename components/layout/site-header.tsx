import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CartButton } from '@/components/shop/cart-button';
import { BrandMark } from './brand-mark';
import { LanguageSwitch } from './language-switch';
import styles from './site-header.module.css';

type Props = { locale: string };

/**
 * Brand, main navigation, language, the e-shop cart and sign-out. Rendered the same for everyone (pages are
 * static): globals.css shows the signed-in or signed-out links from the hint on <html>, and
 * hides the whole header for `header=hide`.
 */
export async function SiteHeader({ locale }: Props) {
  const t = await getTranslations();
  return (
    <header className={styles.header} data-site-header="">
      <div className={styles.inner}>
        <Link href="/" className={styles.brand} aria-label={t('header.homeLabel')}>
          <BrandMark />
          <span>{t('app.name')}</span>
        </Link>
        <div className={styles.language}>
          <LanguageSwitch locale={locale} />
        </div>
        <div className={styles.cart}>
          <ClientMessages namespaces={['shop.cart', 'shop.errors']}>
            <CartButton emptyLabel={t('shop.cart.button', { count: 0 })} />
          </ClientMessages>
        </div>
        <nav aria-label={t('header.navLabel')} className={styles.nav}>
          <ul className={styles.links}>
            <li>
              <Link href="/" className={styles.link}>
                {t('common.home')}
              </Link>
            </li>
            <li>
              <Link href="/plans" className={styles.link}>
                {t('plans.nav')}
              </Link>
            </li>
            <li>
              <Link href="/ufb" className={styles.link}>
                {t('broadband.nav')}
              </Link>
            </li>
            <li>
              <Link href="/help" className={styles.link}>
                {t('common.help')}
              </Link>
            </li>
            <li data-when="signed-in">
              <Link href="/profile" className={styles.link}>
                {t('common.myAccount')}
              </Link>
            </li>
            <li data-when="signed-out">
              <Link href="/sign-in" className={styles.link} data-action="sign-in">
                {t('common.signIn')}
              </Link>
            </li>
          </ul>
          <div data-when="signed-in" className={styles.signOutSlot}>
            <SignOutButton className={styles.signOut} />
          </div>
        </nav>
      </div>
    </header>
  );
}
