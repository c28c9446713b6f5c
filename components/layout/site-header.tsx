import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CartButton } from '@/components/shop/cart-button';
import { resolveFlags } from '@/lib/flags';
import { BrandMark } from './brand-mark';
import { HeaderMenu } from './header-menu';
import { LanguageSwitch } from './language-switch';
import { headerLinks } from './site-links';
import styles from './site-header.module.css';

type Props = { locale: string };

/**
 * Brand, main navigation (headerLinks: a guest's Top up and Pay a bill where those pages open),
 * language, the e-shop cart and sign-out: one row on a wide screen; on a phone brand, cart and a
 * Menu button that opens the links, sign-out and language (HeaderMenu, issue 28 item 7: the header
 * took three rows there when signed in). Rendered the same for everyone (pages are static):
 * globals.css shows the signed-in or signed-out links from the hint on <html>, and hides the whole
 * header for `header=hide`.
 */
export async function SiteHeader({ locale }: Props) {
  const t = await getTranslations();
  // As the footer: the configured flags (FLAG_*), since the header is part of static pages.
  const flags = resolveFlags(process.env);
  return (
    <header className={styles.header} data-site-header="">
      <div className={styles.inner}>
        <Link href="/" className={styles.brand} aria-label={t('header.homeLabel')}>
          <BrandMark />
          <span>{t('app.name')}</span>
        </Link>
        <HeaderMenu label={t('header.menu')}>
          <nav aria-label={t('header.navLabel')} className={styles.nav}>
            <ul className={styles.links}>
              {headerLinks(flags).map((link) => (
                <li key={link.href} data-when={link.when === 'everyone' ? undefined : link.when}>
                  <Link href={link.href} className={styles.link} data-action={link.action}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
            <div data-when="signed-in" className={styles.signOutSlot}>
              <SignOutButton className={styles.signOut} />
            </div>
          </nav>
          <div className={styles.language}>
            <LanguageSwitch locale={locale} />
          </div>
        </HeaderMenu>
        <div className={styles.cart}>
          <ClientMessages namespaces={['shop.cart', 'shop.errors']}>
            <CartButton emptyLabel={t('shop.cart.button', { count: 0 })} />
          </ClientMessages>
        </div>
      </div>
    </header>
  );
}
