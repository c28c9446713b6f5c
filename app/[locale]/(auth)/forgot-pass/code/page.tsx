import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Alert } from '@/components/ui/alert';
import { RECOVERY_CODE_LENGTH, RECOVERY_CODE_TTL_MS, MINUTE_MS } from '@/lib/flags/constants';
import { hasSession } from '@/lib/session';
import { ResetCodeForm } from '../../_components/reset-code-form';
import form from '../../_components/auth-form.module.css';
import styles from '../../_components/auth-page.module.css';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('recovery');
  return { title: t('codeTitle') };
}

/** One-time code entry and new password: `?login=` (and `&code=` from the email's link). */
export default async function ResetCodePage({ searchParams }: Props) {
  if (await hasSession()) redirect('/');
  const params = await searchParams;
  const login = first(params.login)?.trim() ?? '';
  if (!login) redirect('/forgot-pass');
  const code = first(params.code)?.replace(/\D/g, '').slice(0, RECOVERY_CODE_LENGTH);
  const t = await getTranslations('recovery');
  return (
    <div className={styles.card}>
      <h1>{t('codeTitle')}</h1>
      {!code && (
        <Alert tone="info" live="off" className={styles.notice}>
          {t('emailSent', { email: login, minutes: RECOVERY_CODE_TTL_MS / MINUTE_MS })}
        </Alert>
      )}
      <p className={styles.intro}>{t('codeIntro', { digits: RECOVERY_CODE_LENGTH })}</p>
      <ClientMessages namespaces={['recovery', 'validation', 'errors']}>
        <ResetCodeForm login={login} initialCode={code} />
      </ClientMessages>
      <ul className={form.links}>
        <li>
          <Link href="/forgot-pass">{t('differentEmail')}</Link>
        </li>
        <li>
          <Link href="/sign-in">{t('backToSignIn')}</Link>
        </li>
      </ul>
    </div>
  );
}
