import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from './site-footer.module.css';

/** Terms, Privacy and Help on every page. */
export async function SiteFooter() {
  const t = await getTranslations();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t('footer.navLabel')}>
          <ul className={styles.links}>
            <li>
              <Link href="/terms">{t('common.terms')}</Link>
            </li>
            <li>
              <Link href="/privacy">{t('common.privacy')}</Link>
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
