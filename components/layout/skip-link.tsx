import { getTranslations } from 'next-intl/server';

/** The first focusable thing on every page: jumps over the header to <main id="main">. */
export async function SkipLink() {
  const t = await getTranslations('common');
  return (
    <a href="#main" className="skip-link">
      {t('skipToContent')}
    </a>
  );
}
