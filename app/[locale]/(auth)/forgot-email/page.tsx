import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { hasSession } from '@/lib/session';
import { ForgotEmailForm } from '../_components/forgot-email-form';
import form from '../_components/auth-form.module.css';
import styles from '../_components/auth-page.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('recovery');
  return { title: t('emailTitle') };
}

/** "Forgot email (a phone number receives an SMS)"; signed-out only. */
export default async function ForgotEmailPage() {
  if (await hasSession()) redirect('/');
  const t = await getTranslations('recovery');
  return (
    <div className={styles.card}>
      <h1>{t('emailTitle')}</h1>
      <p className={styles.intro}>{t('emailIntro')}</p>
      <ClientMessages namespaces={['recovery', 'validation', 'errors']}>
        <ForgotEmailForm />
      </ClientMessages>
      <ul className={form.links}>
        <li>
          <Link href="/sign-in">{t('backToSignIn')}</Link>
        </li>
        <li>
          <Link href="/forgot-pass">{t('forgotPassword')}</Link>
        </li>
      </ul>
    </div>
  );
}
