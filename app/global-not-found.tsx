import type { Metadata } from 'next';
import Link from 'next/link';
import en from '@/messages/en.json';
import './globals.css';

export const metadata: Metadata = { title: `${en.notFound.title} · ${en.app.name}`, robots: { index: false } };

/**
 * For paths proxy.ts does not rewrite into a locale (static-file-like names such as
 * /favicon.ico): no layout wraps them, so this page is whole and static, in English.
 * Every other unknown path gets the localised not-found inside the layout.
 */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <main id="main" className="main">
          <h1>{en.errors.pageNotFound}</h1>
          <p>{en.notFound.body}</p>
          <p>
            <Link href="/">{en.common.backHome}</Link>
          </p>
        </main>
      </body>
    </html>
  );
}
