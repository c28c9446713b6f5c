import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { StatusPanel } from '@/components/layout/status-panel';
import { ButtonLink } from '@/components/ui/button-link';
import { requireCustomer } from '@/lib/session/guards';

/** The screens the profile guard chain stops at when something is missing (cards, add-ons). */
type Namespace = 'noPaymentMethods' | 'noPlans';
type Props = { namespace: Namespace; path: string } & Pick<ComponentProps<typeof StatusPanel>, 'icon' | 'tone'>;

export async function blockedAccountMetadata(namespace: Namespace): Promise<Metadata> {
  const t = await getTranslations(namespace);
  return { title: t('title') };
}

/** Signed-in only; explains what is missing and offers help, home and sign-out. */
export async function BlockedAccountPage({ namespace, path, icon, tone }: Props) {
  await requireCustomer(path);
  const [t, tc] = await Promise.all([getTranslations(namespace), getTranslations('common')]);
  return (
    <StatusPanel
      icon={icon}
      tone={tone}
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
