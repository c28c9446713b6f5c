import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { StatusPanel } from '@/components/layout/status-panel';
import { ButtonLink } from '@/components/ui/button-link';
import { requireCustomer } from '@/lib/session/guards';

/** The screens the profile guard chain stops at when something is missing (cards, add-ons). */
type Namespace = 'noPaymentMethods' | 'noPlans';
/** A way out by its `account.blocked` label, or with its own text (from the screen's own messages). */
type Way = { href: string; label: 'browsePlans' | 'addCardHelp' } | { href: string; text: string };
/** The way out each screen offers first (then help, home and sign-out). */
type Props = { namespace: Namespace; path: string; ways: Way[] } & Pick<ComponentProps<typeof StatusPanel>, 'icon' | 'tone'>;

export async function blockedAccountMetadata(namespace: Namespace): Promise<Metadata> {
  const t = await getTranslations(namespace);
  return { title: t('title') };
}

/** Signed-in only; explains what is missing and offers help, home and sign-out. */
export async function BlockedAccountPage({ namespace, path, icon, tone, ways }: Props) {
  await requireCustomer(path);
  const [t, tc, tb] = await Promise.all([getTranslations(namespace), getTranslations('common'), getTranslations('account.blocked')]);
  return (
    <StatusPanel
      icon={icon}
      tone={tone}
      title={t('heading')}
      actions={
        <>
          {ways.map((w, i) => (
            <ButtonLink key={w.href} href={w.href} variant={i === 0 ? 'primary' : 'secondary'}>
              {'text' in w ? w.text : tb(w.label)}
            </ButtonLink>
          ))}
          <ButtonLink href="/help" variant="secondary">{tc('getHelp')}</ButtonLink>
          <ButtonLink href="/" variant="secondary">
            {tc('backHome')}
          </ButtonLink>
          <SignOutButton />
        </>
      }
    >
      <p>{t('body')}</p>
      <p>{t('contact')}</p>
      <p>{tb('signOutHint')}</p>
    </StatusPanel>
  );
}
