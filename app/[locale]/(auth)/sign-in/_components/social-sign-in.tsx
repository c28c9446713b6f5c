import { getTranslations } from 'next-intl/server';
import { Alert } from '@/components/ui/alert';
import type { SocialError, SocialProvider } from '@/lib/social/rules';
import styles from './social-sign-in.module.css';

type Props = { providers: SocialProvider[]; redirect?: string; error?: SocialError };

/**
 * "Continue with Google / Apple / Facebook": plain form posts to /api/social/start/{provider}
 * (no client JS; the route checks Origin and does next-auth's CSRF itself). Brand-neutral
 * buttons: text only, no logos or brand colours.
 */
export async function SocialSignIn({ providers, redirect, error }: Props) {
  if (providers.length === 0) return null;
  const t = await getTranslations('socialSignIn');
  return (
    <section className={styles.social} aria-labelledby="social-sign-in-heading">
      <h2 id="social-sign-in-heading" className={styles.heading}>{t('heading')}</h2>
      {error && (
        <Alert tone="error" live="off" className={styles.error}>
          {t(`errors.${error}`)}
        </Alert>
      )}
      <ul className={styles.list}>
        {providers.map((p) => (
          <li key={p}>
            <form method="post" action={`/api/social/start/${p}`}>
              {redirect && <input type="hidden" name="redirect" value={redirect} />}
              <button type="submit" className={styles.button}>{t(`continueWith.${p}`)}</button>
            </form>
          </li>
        ))}
      </ul>
    </section>
  );
}
