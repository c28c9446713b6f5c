import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import styles from './broadband-page.module.css';

/**
 * "Check your address" leads to the broadband landing, whose gate ("broadband (needs the UFB or
 * FWA module …)") is shut in the shipped configuration: then the link would only reach
 * not-found, so the page says where to ask instead.
 */
export async function CheckAddress({ open }: { open: boolean }) {
  const t = await getTranslations('broadband');
  if (!open) return null;
  return (
    <ButtonLink href="/broadband" fullWidth>
      {t('checkAddress')}
    </ButtonLink>
  );
}

export async function OrderingNote({ open }: { open: boolean }) {
  const t = await getTranslations('broadband');
  if (open) return null;
  return <p className={styles.note}>{t.rich('orderingClosed', { link: (chunks) => <Link href="/help">{chunks}</Link> })}</p>;
}
