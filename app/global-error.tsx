'use client';

import { StatusPanel } from '@/components/layout/status-panel';
import { Button } from '@/components/ui/button';
import { GLOBAL_ERROR_TEXTS as texts } from '@/components/layout/global-error-texts';
import './globals.css';

type Props = { error: unknown; retry?: () => void; reset?: () => void };

/**
 * When the root layout itself fails there is no locale, no provider and no header: English
 * texts (messages/en.json's, copied: see global-error-texts.ts), a retry, and a plain link home (a full load).
 */
export default function GlobalError({ retry, reset }: Props) {
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
          </StatusPanel>
        </main>
      </body>
    </html>
  );
}
