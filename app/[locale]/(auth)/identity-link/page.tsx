import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Alert } from '@/components/ui/alert';
import { ApiError } from '@/lib/errors';
import { readIdentityLink } from '@/lib/auth/recovery';
import { hasSession } from '@/lib/session';
import { SignUpForm } from '../_components/sign-up-form';
import form from '../_components/auth-form.module.css';
import styles from '../_components/auth-page.module.css';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('signUp');
  return { title: t('linkTitle') };
}

/**
 * "Sign up with identity link": `?identity_token=<UUID>.<Token>` from an invitation email.
 * The link's details fill the form; without a token: 'No identity_token'.
 */
export default async function IdentityLinkPage({ searchParams }: Props) {
  if (await hasSession()) redirect('/');
  const token = first((await searchParams).identity_token)?.trim();
  const [t, te] = await Promise.all([getTranslations('signUp'), getTranslations('errors')]);
  let preset: { email: string; firstName: string; lastName: string } | undefined;
  let problem: string | undefined;
  if (!token) problem = te('noIdentityToken');
  else {
    preset = await readIdentityLink(token, 'identity-link-page').catch((err: unknown) => {
      problem = err instanceof ApiError && err.code === 'identity_link_invalid' ? te('identityLinkInvalid') : te('somethingWentWrong');
      return undefined;
    });
  }
  return (
    <div className={styles.card}>
      <h1>{t('linkTitle')}</h1>
      {problem || !preset ? (
        <>
          <Alert tone="error" live="off" className={styles.notice}>
            {problem}
          </Alert>
          {!token && <p className={styles.intro}>{t('linkMissingHelp')}</p>}
          <ul className={form.links}>
            <li>
              <Link href="/sign-up">{t('signUpWithout')}</Link>
            </li>
            <li>
              <Link href="/sign-in">{t('signIn')}</Link>
            </li>
          </ul>
        </>
      ) : (
        <>
          <p className={styles.intro}>{t('linkIntro')}</p>
          <ClientMessages namespaces={['signUp', 'validation', 'errors']}>
            <SignUpForm identityToken={token} preset={preset} />
          </ClientMessages>
        </>
      )}
    </div>
  );
}
