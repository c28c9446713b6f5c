import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForgotEmailForm } from '../_components/forgot-email-form';
import { RecoveryPage } from '../_components/recovery-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('recovery');
  return { title: t('emailTitle') };
}

/** "Forgot email (a phone number receives an SMS)"; signed-out only. */
export default function ForgotEmailPage() {
  return (
    <RecoveryPage title="emailTitle" intro="emailIntro" other={{ href: '/forgot-pass', label: 'forgotPassword' }}>
      <ForgotEmailForm />
    </RecoveryPage>
  );
}
