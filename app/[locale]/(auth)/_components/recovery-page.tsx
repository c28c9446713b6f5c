import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { hasSession } from '@/lib/session';
import form from './auth-form.module.css';
import styles from './auth-page.module.css';

type Props = {
  title: 'emailTitle' | 'passTitle';
  intro: 'emailIntro' | 'passIntro';
  /** The other recovery screen, offered under the form. */
  other: { href: '/forgot-email' | '/forgot-pass'; label: 'forgotEmail' | 'forgotPassword' };
  children: ReactNode;
};

/** The card both "forgot" screens share (signed-out only): heading, intro, the form, the way back. */
export async function RecoveryPage({ title, intro, other, children }: Props) {
  if (await hasSession()) redirect('/');
  const t = await getTranslations('recovery');
  return (
    <div className={styles.card}>
      <h1>{t(title)}</h1>
      <p className={styles.intro}>{t(intro)}</p>
      <ClientMessages namespaces={['recovery', 'validation', 'errors']}>{children}</ClientMessages>
      <ul className={form.links}>
        <li>
          <Link href="/sign-in">{t('backToSignIn')}</Link>
        </li>
        <li>
          <Link href={other.href}>{t(other.label)}</Link>
        </li>
      </ul>
    </div>
  );
}
