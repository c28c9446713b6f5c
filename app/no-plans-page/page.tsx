import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { StatusPanel } from '@/components/layout/status-panel';
import { ButtonLink } from '@/components/ui/button-link';
import { requireCustomer } from '@/lib/session/guards';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('noPlans');
  return { title: t('title') };
}

/** "no-plans-page (no addons)": the profile guard's last stop. */
export default async function NoPlansPage() {
  await requireCustomer('/no-plans-page');
  const [t, tc] = await Promise.all([getTranslations('noPlans'), getTranslations('common')]);
  return (
    <StatusPanel
      icon="layers"
      title={t('heading')}
      actions={
        <>
          <ButtonLink href="/help">{tc('getHelp')}</ButtonLink>
          <ButtonLink href="/" variant="secondary">
            {tc('backHome')}
          </ButtonLink>
          <SignOutButton />
        </>
      }
    >
      <p>{t('body')}</p>
      <p>{t('contact')}</p>
    </StatusPanel>
  );
}
