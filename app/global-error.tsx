'use client';

import { StatusPanel } from '@/components/layout/status-panel';
import styles from '@/components/layout/status-panel.module.css';
import { Button } from '@/components/ui/button';
import { GLOBAL_ERROR_TEXTS as texts } from '@/components/layout/global-error-texts';
import { useErrorReference } from '@/components/layout/error-reference';
import './globals.css';

type Props = { error: unknown; retry?: () => void; reset?: () => void };

/**
 * When the root layout itself fails there is no locale, no provider and no header: English
 * texts (messages/en.json's, copied: see global-error-texts.ts), a retry, a plain link home (a full
 * load), and the reference of the error's report (as app/[locale]/error.tsx; docs/operations.md §4).
 */
export default function GlobalError({ error, retry, reset }: Props) {
  const digest = error instanceof Error && 'digest' in error && typeof error.digest === 'string' ? error.digest : undefined;
  const reference = useErrorReference(error, digest);

  return (
    <html lang="en">
      <body>
        <main id="main" className="main">
          <title>{texts.title}</title>
          <StatusPanel
            icon="alert"
            tone="danger"
            title={texts.title}
            actions={
              <>
                <Button onClick={() => (retry ?? reset ?? (() => window.location.reload()))()}>{texts.tryAgain}</Button>
                {/* A full load on purpose: the root layout just failed, a client navigation would reuse it. */}
                <Button variant="secondary" onClick={() => window.location.assign(new URL('/', window.location.origin).href)}>
                  {texts.backHome}
                </Button>
              </>
            }
          >
            <p role="alert">{texts.body}</p>
            {reference && <p className={styles.reference}>{texts.reference.replace('{reference}', reference)}</p>}
          </StatusPanel>
        </main>
      </body>
    </html>
  );
}
