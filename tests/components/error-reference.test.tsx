/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import ErrorBoundaryPage from '@/app/[locale]/error';
import GlobalError from '@/app/global-error';
import { REPORTER_SCRIPT } from '@/lib/observability/client-reporter';
import en from '@/messages/en.json';
import mi from '@/messages/mi-NZ.json';

/**
 * The customer's error reference (issue 31, docs/operations.md §3-4): the error page reports
 * the error through the inline reporter to our own /api/client-errors and shows the report's
 * reference, in the page's language, never with the page's query (the reporter's window
 * listeners: tests/components/client-reporter.test.ts).
 */

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }), usePathname: () => '/top-up' }));

const TRACE = '4f2a9c1e0b7d4e21a3c5f60718293a4b';
type Sent = { url: string; body: Record<string, unknown> };
const sent: Sent[] = [];

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      sent.push({ url, body: JSON.parse(body) as Record<string, unknown> });
      return true;
    },
  });
  window.history.replaceState(null, '', '/top-up?amount=20&number=0211234567');
  new Function(REPORTER_SCRIPT)(); // as the page's <head> runs it
});
beforeEach(() => {
  sent.length = 0;
  document.head.querySelector('meta[name=traceparent]')?.remove();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** The page as Next renders it while tracing runs: its trace in a <meta>, read once the document is parsed. */
function withTraceparent(): void {
  const meta = document.createElement('meta');
  meta.name = 'traceparent';
  meta.content = `00-${TRACE}-1a2b3c4d5e6f7081-01`;
  document.head.append(meta);
  document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
}

const serverError = () => Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '2845716329' });

// In this order: the reporter keeps the page's trace id once it has seen it, as for one page view.
test('in te reo Māori; without a trace the reference is 8 random hex digits, the one the report carries', async () => {
  render(
    <NextIntlClientProvider locale="mi-NZ" messages={mi} timeZone="Pacific/Auckland">
      <ErrorBoundaryPage error={new Error('boom')} />
    </NextIntlClientProvider>,
  );
  const shown = await screen.findByText(/^Tohutoro: [0-9a-f]{8}\. Whakahuatia mēnā ka whakapā mai koe ki a mātou\.$/);
  expect(shown.className).not.toContain('visually-hidden');
  expect(sent).toHaveLength(1);
  expect(shown.textContent).toContain(`Tohutoro: ${String(sent[0]!.body.reference)}.`);
  expect(sent[0]!.body.traceId).toBeUndefined();
});

test('the error page shows the reference of its report, the page trace\'s start, and the report names the digest and the path without its query', async () => {
  withTraceparent();
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Pacific/Auckland">
      <ErrorBoundaryPage error={serverError()} />
    </NextIntlClientProvider>,
  );
  const shown = await screen.findByText('Reference: 4f2a9c1e. Quote it if you contact us.');
  expect(shown.className).not.toContain('visually-hidden'); // shown, not only to screen readers as the digest was
  expect(sent).toEqual([
    { url: '/api/client-errors', body: expect.objectContaining({ kind: 'boundary', reference: '4f2a9c1e', traceId: TRACE, digest: '2845716329', path: '/top-up', message: 'An error occurred in the Server Components render.' }) },
  ]);
  expect(JSON.stringify(sent)).not.toContain('amount=20');
});

test('the global error page (no locale, its own <html>) shows the reference in English, still the page trace\'s', async () => {
  render(<GlobalError error={serverError()} />, { container: document.documentElement });
  expect(await screen.findByText('Reference: 4f2a9c1e. Quote it if you contact us.')).toBeTruthy();
  expect(sent.map((s) => s.body.kind)).toEqual(['boundary']);
});
