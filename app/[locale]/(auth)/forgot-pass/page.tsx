import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { hasSession } from '@/lib/session';
import { ForgotPassForm } from '../_components/forgot-pass-form';
import form from '../_components/auth-form.module.css';
import styles from '../_components/auth-page.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('recovery');
  return { title: t('passTitle') };
}

/** "Forgot password (an email link)"; signed-out only. */
export default async function ForgotPassPage() {
  if (await hasSession()) redirect('/');
  const t = await getTranslations('recovery');
  return (
    <div className={styles.card}>
      <h1>{t('passTitle')}</h1>
      <p className={styles.intro}>{t('passIntro')}</p>
      <ClientMessages namespaces={['recovery', 'validation', 'errors']}>
        <ForgotPassForm />
      </ClientMessages>
      <ul className={form.links}>
        <li>
          <Link href="/sign-in">{t('backToSignIn')}</Link>
        </li>
        <li>
          <Link href="/forgot-email">{t('forgotEmail')}</Link>
        </li>
      </ul>
    </div>
  );
}
