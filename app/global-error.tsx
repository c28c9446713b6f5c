'use client';

import { StatusPanel } from '@/components/layout/status-panel';
import { Button } from '@/components/ui/button';
import en from '@/messages/en.json';
import './globals.css';

type Props = { error: unknown; retry?: () => void; reset?: () => void };

/**
 * When the root layout itself fails there is no locale, no provider and no header: English
 * texts straight from messages/en.json, a retry, and a plain link home (a full load).
 */
export default function GlobalError({ retry, reset }: Props) {
  return (
    <html lang="en">
      <body>
        <main id="main" className="main">
          <title>{en.errors.somethingWentWrong}</title>
          <StatusPanel
            icon="alert"
            tone="danger"
            title={en.errors.somethingWentWrong}
            actions={
              <>
                <Button onClick={() => (retry ?? reset ?? (() => window.location.reload()))()}>{en.common.tryAgain}</Button>
                {/* A full load on purpose: the root layout just failed, a client navigation would reuse it. */}
                <Button variant="secondary" onClick={() => window.location.assign(new URL('/', window.location.origin).href)}>
                  {en.common.backHome}
                </Button>
              </>
            }
          >
            <p role="alert">{en.errorPage.body}</p>
          </StatusPanel>
        </main>
      </body>
    </html>
  );
}
