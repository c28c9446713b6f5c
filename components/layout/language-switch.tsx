import { getTranslations } from 'next-intl/server';
import styles from './language-switch.module.css';

const OPTIONS = [
  { locale: 'en', lang: 'en', key: 'switchToEnglish' },
  { locale: 'mi-NZ', lang: 'mi', key: 'switchToMaori' },
] as const;

/**
 * English | Māori. A plain link to `?language=…` on the current page: a full load, so the
 * whole tree (layouts included) renders in the new language, and proxy.ts remembers it. The
 * relative href keeps it right after client-side navigation, which never re-renders this header.
 */
export async function LanguageSwitch({ locale }: { locale: string }) {
  const t = await getTranslations('header');
  return (
    <div className={styles.switch} role="group" aria-label={t('languageLabel')}>
      {OPTIONS.map((o) =>
        o.locale === locale ? (
          <span key={o.locale} lang={o.lang} className={styles.current} aria-current="true">
            {t(o.key)}
          </span>
        ) : (
          <a key={o.locale} href={`?language=${o.locale}`} hrefLang={o.locale} lang={o.lang} className={styles.option}>
            {t(o.key)}
          </a>
        ),
      )}
    </div>
  );
}
