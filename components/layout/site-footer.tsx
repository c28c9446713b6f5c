import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { aboutHref, resolveFlags } from '@/lib/flags';
import styles from './site-footer.module.css';

/**
 * About, Terms, Privacy, Network maps and Help on every page. The About link follows "about
 * (only when no external about link is configured)": a configured link replaces our page. The
 * footer is part of static pages, so it reads the configured flags (FLAG_*), not remote config.
 */
export async function SiteFooter() {
  const t = await getTranslations();
  const about = aboutHref(resolveFlags(process.env));
  return (
    <footer className={styles.footer}>
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
            <li>
              <Link href="/terms">{t('common.terms')}</Link>
            </li>
            <li>
              <Link href="/privacy">{t('common.privacy')}</Link>
            </li>
            <li>
              <Link href="/network-maps">{t('common.networkMaps')}</Link>
            </li>
            <li>
              <Link href="/help">{t('common.help')}</Link>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
