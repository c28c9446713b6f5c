import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/sim/settings.module.css';
import { PageHeading } from '@/components/ui/page-heading';
import { requireScreen } from '../../../_lib/require-screen';
import { SECURITY_PAGES, SECURITY_PATH, securityMetadata } from './_lib/security-page';

export const generateMetadata = () => securityMetadata(null);

/** mobile/security (non-production only; docs/sim-contract.md §4): 'Call security' and a link to each of its four pages. */
export default async function CallSecurityPage() {
  await requireScreen('mobile/security');
  const t = await getTranslations('callSecurity');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <nav aria-label={t('pages')}>
        <ul className={styles.links}>
          {SECURITY_PAGES.map(({ part, key }) => (
            <li key={part}>
              <Link href={`${SECURITY_PATH}/${part}`}>
                <span className={styles.linkTitle}>{t(`${key}.title`)}</span>
                <span className={styles.muted}>{t(`${key}.link`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
