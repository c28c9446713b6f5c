import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Alert } from '@/components/ui/alert';
import { hasSession } from '@/lib/session';
import { safeRedirect } from '@/lib/session/redirect';
import { configuredProviders } from '@/lib/social/next-auth';
import { isSocialError } from '@/lib/social/rules';
import { SocialSignIn } from './_components/social-sign-in';
import { SignInForm } from './_components/sign-in-form';
import form from '../_components/auth-form.module.css';
import styles from '../_components/auth-page.module.css';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('signIn');
  return { title: t('title') };
}

/**
 * Sign-in: `redirect` (a same-site path) is carried through; `expired=1` says the session ended;
 * `social=<reason>` is a social sign-in that came back without signing in.
 */
export default async function SignInPage({ searchParams }: Props) {
  const params = await searchParams;
  const target = safeRedirect(first(params.redirect));
  // "A signed-in user who opens them is sent home" (proxy.ts does it first).
  if (await hasSession()) redirect(target ?? '/');
  const expired = first(params.expired) === '1';
  const social = first(params.social);
  const [t, te, tu, tr] = await Promise.all([getTranslations('signIn'), getTranslations('errors'), getTranslations('signUp'), getTranslations('recovery')]);

  return (
    <div className={styles.card}>
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {expired && (
        <Alert tone="warning" live="off" className={styles.notice}>
          {te('sessionEnded')}
        </Alert>
      )}
      <ClientMessages namespaces={['signIn', 'validation']}>
        <SignInForm redirect={target} />
      </ClientMessages>
      <ul className={form.links}>
        <li>
          <Link href="/forgot-pass">{tr('forgotPassword')}</Link>
        </li>
        <li>
          <Link href="/forgot-email">{tr('forgotEmail')}</Link>
        </li>
        <li>
          <Link href={target ? `/sign-up?redirect=${encodeURIComponent(target)}` : '/sign-up'}>{tu('title')}</Link>
        </li>
      </ul>
      <SocialSignIn providers={configuredProviders().map((p) => p.id)} redirect={target} error={isSocialError(social) ? social : undefined} />
    </div>
  );
}
