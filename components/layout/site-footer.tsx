import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { aboutHref, resolveFlags } from '@/lib/flags';
import { footerLinks } from './site-links';
import styles from './site-footer.module.css';

/**
 * About, Terms, Privacy, Network maps, Activate a SIM (where activation is on) and Help on every
 * page. The About link follows "about (only when no external about link is configured)": a
 * configured link replaces our page. The footer is part of static pages, so it reads the
 * configured flags (FLAG_*), not remote config.
 */
export async function SiteFooter() {
  const t = await getTranslations();
  const flags = resolveFlags(process.env);
  const about = aboutHref(flags);
  return (
    <footer className={styles.footer} data-site-footer="">
      <div className={styles.inner}>
        <nav aria-label={t('footer.navLabel')}>
          <ul className={styles.links}>
            <li>
              {about.external ? (
                <a href={about.href} rel="noopener">
                  {t('common.about')}
                </a>
              ) : (
                <Link href={about.href}>{t('common.about')}</Link>
              )}
            </li>
            {footerLinks(flags).map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
