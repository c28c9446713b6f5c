import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { hasSession } from '@/lib/session';
import { safeRedirect } from '@/lib/session/redirect';
import { SignUpForm } from '../_components/sign-up-form';
import form from '../_components/auth-form.module.css';
import styles from '../_components/auth-page.module.css';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('signUp');
  return { title: t('title') };
}

/** Sign-up with login (email) and password; signed-out only. */
export default async function SignUpPage({ searchParams }: Props) {
  const target = safeRedirect(first((await searchParams).redirect));
  if (await hasSession()) redirect(target ?? '/');
  const t = await getTranslations('signUp');
  return (
    <div className={styles.card}>
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <ClientMessages namespaces={['signUp', 'validation', 'errors']}>
        <SignUpForm redirect={target} />
      </ClientMessages>
      <ul className={form.links}>
        <li>
          {t('haveAccount')} <Link href={target ? `/sign-in?redirect=${encodeURIComponent(target)}` : '/sign-in'}>{t('signIn')}</Link>
        </li>
      </ul>
    </div>
  );
}
