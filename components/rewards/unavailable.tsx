import { getTranslations } from 'next-intl/server';
import { Alert } from '@/components/ui/alert';

/** A section the upstream could not give: the reason and Try again (the same page, read afresh). */
export async function Unavailable({ text, href }: { text: string; href: string }) {
  const t = await getTranslations('rewards.bonuses');
  return (
    <Alert tone="error" live="off">
      <p>{text}</p>
      <p><a href={href}>{t('tryAgain')}</a></p>
    </Alert>
  );
}
