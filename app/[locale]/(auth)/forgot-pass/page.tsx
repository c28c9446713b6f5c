import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForgotPassForm } from '../_components/forgot-pass-form';
import { RecoveryPage } from '../_components/recovery-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('recovery');
  return { title: t('passTitle') };
}

/** "Forgot password (an email link)"; signed-out only. */
export default function ForgotPassPage() {
  return (
    <RecoveryPage title="passTitle" intro="passIntro" other={{ href: '/forgot-email', label: 'forgotEmail' }}>
      <ForgotPassForm />
    </RecoveryPage>
  );
}
