import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import styles from './card-fields.module.css';

/** The sandbox's 3-D Secure page says it is done with postMessage({ type: 'sandbox-3ds-complete', id }). */
export const THREE_DS_DONE = 'sandbox-3ds-complete';

/**
 * "3-D Secure: dialog 'Confirm your payment' holding an iframe titled '3D Secure
 * authentication'". The bank's page runs in the frame; when it reports back, the page (the
 * payment step, the add-card screen) asks the provider how it went.
 */
export function ThreeDsDialog({ url, kind = 'payment', onDone, onCancel }: { url: string; kind?: 'payment' | 'setup'; onDone(): void; onCancel(): void }) {
  const t = useTranslations('paymentStep.threeDs');
  const tc = useTranslations('dialogs');
  useEffect(() => {
    const origin = new URL(url, window.location.href).origin;
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== origin) return;
      const data = e.data as { type?: unknown } | null;
      if (data && typeof data === 'object' && data.type === THREE_DS_DONE) onDone();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, onDone]);
  return (
    <Dialog
      title={t(kind === 'setup' ? 'setupTitle' : 'title')}
      closeLabel={tc('close')}
      onDismiss={onCancel}
      actions={<Button variant="secondary" onClick={onCancel}>{t('cancel')}</Button>}
    >
      <p>{t('body')}</p>
      <iframe className={styles.threeDs} src={url} title={t('frame')} />
    </Dialog>
  );
}
