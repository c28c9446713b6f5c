import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { requireScreen } from '../../../_lib/require-screen';
import { SECURITY_PAGES, SECURITY_PATH, SecurityLinks, securityMetadata } from './_lib/security-page';

export const generateMetadata = () => securityMetadata(null);

/** mobile/security (non-production only; docs/sim-contract.md §4): 'Call security' and a link to each of its four pages. */
export default async function CallSecurityPage() {
  await requireScreen('mobile/security');
  const t = await getTranslations('callSecurity');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <SecurityLinks label={t('pages')} links={SECURITY_PAGES.map(({ part, key }) => ({ href: `${SECURITY_PATH}/${part}`, title: t(`${key}.title`), line: t(`${key}.link`) }))} />
    </>
  );
}
