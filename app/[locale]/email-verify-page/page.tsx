import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { ClientMessages } from '@/components/i18n/client-messages';
import { StatusPanel } from '@/components/layout/status-panel';
import { ButtonLink } from '@/components/ui/button-link';
import { getFlags } from '@/lib/config/calls';
import { getCustomer } from '@/lib/customer/calls';
import { isEmailVerified } from '@/lib/customer/rules';
import { requireCustomer } from '@/lib/session/guards';
import { getRequestContext, leaveIfEnded } from '@/lib/upstream/request';
import { VerifyEmail } from './_components/verify-email';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('emailVerify');
  return { title: t('title') };
}

/**
 * Where the profile guard sends an unverified email: send, resend and confirm the emailed
 * secret (typed in, or brought by the email's link as ?code=…). A verified customer who opens
 * it goes on to the profile (whose guard chain decides the rest).
 */
export default async function EmailVerifyPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { session, path } = await requireCustomer('/email-verify-page');
  const raw = (await searchParams).code;
  const linkCode = typeof raw === 'string' && /^[\w-]{1,64}$/.test(raw) ? raw : undefined;
  let email = session.email ?? '';
  if (session.customerUuid && session.customerUuids.includes(session.customerUuid)) {
    const ctx = await getRequestContext();
    const res = await getCustomer(ctx, session.customerUuid);
    leaveIfEnded(ctx, path);
    if (res.ok && res.data.email) email = res.data.email;
    // Already verified (§4's rule), and not here to use a link: nothing to do on this page.
    const flags = await getFlags();
    if (res.ok && !linkCode && isEmailVerified({ accountSays: res.data.emailVerified, email: res.data.email, envFlag: flags.emailVerifiedOverride, identityProvider: session.identityProvider })) {
      redirect('/profile');
    }
  }
  const [t, tc] = await Promise.all([getTranslations('emailVerify'), getTranslations('common')]);
  return (
    <StatusPanel
      icon="mail"
      title={t('heading')}
      actions={
        <>
          <ButtonLink href="/help" variant="secondary">
            {tc('getHelp')}
          </ButtonLink>
          <SignOutButton />
        </>
      }
    >
      <p>{email ? t.rich('sentTo', { email, b: (chunks) => <strong>{chunks}</strong> }) : t('sentToUnknown')}</p>
      <ClientMessages namespaces={['account']}>
        <VerifyEmail email={email} linkCode={linkCode} />
      </ClientMessages>
      <p>{t('contact')}</p>
    </StatusPanel>
  );
}
