import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { HELP_PATH } from '@/lib/help/paths';
import { ChatLauncher } from '@/components/help/chat-launcher';
import styles from './contact-section.module.css';

/**
 * "Still need help?" under every help page (and under the failure page, which links to it).
 * Pages are static, so which half shows comes from the signed-in hint on <html> (globals.css):
 * chat for signed-in visitors, "sign in to chat" for the others. The hint grants nothing: the
 * chat-login route checks the real session.
 */
export async function ContactSection() {
  const t = await getTranslations('help.contact');
  return (
    <section id="contact" className={styles.contact} aria-labelledby="help-contact" tabIndex={-1}>
      <h2 id="help-contact" className={styles.title}>
        {t('heading')}
      </h2>
      <div data-when="signed-out">
        <p>{t('signedOut')}</p>
        <ButtonLink href={`/sign-in?redirect=${encodeURIComponent(HELP_PATH)}`} variant="secondary">
          {t('signIn')}
        </ButtonLink>
      </div>
      <div data-when="signed-in">
        <p>{t('signedIn')}</p>
        <ChatLauncher
          texts={{
            chat: t('chat'),
            connecting: t('connecting'),
            panelTitle: t('panelTitle'),
            panelBody: t('panelBody'),
            close: t('close'),
            unavailable: t('unavailable'),
          }}
        />
      </div>
    </section>
  );
}
