/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { HistorySwitch } from '@/components/usage/history-switch';
import { UsageHistory } from '@/components/usage/usage-history';
import type { Histogram } from '@/lib/usage/types';
import en from '@/messages/en.json';
import { renderIntl } from '../support/render-intl';

/**
 * The 30-day chart (docs/mobile-contract.md §4; issue 13 item 4): "the 30-day histogram …; data
 * in GB with two decimals, voice divided by 60; a failure shows zeros) drawn as a real,
 * accessible chart (a charting library; a data table for screen readers), for data and voice."
 */

// 30 days from 26 October to 24 November.
const DATES = Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2026, 9, 26 + i)).toISOString().slice(0, 10));
const data: Histogram = { type: 'data', unit: 'GB', unavailable: false, days: DATES.map((date, i) => ({ date, value: i === 29 ? 0.27 : i % 3 === 0 ? 0 : 0.1 + i / 100 })) };
const voice: Histogram = { type: 'voice', unit: 'minutes', unavailable: false, days: DATES.map((date, i) => ({ date, value: i === 0 ? 14.5 : i })) };

test('data: an SVG named "Data used each day for the last 30 days", a bar a day as tall as its share, and a table of the same figures in GB', () => {
  const { container } = renderIntl(<UsageHistory histogram={data} />);
  const img = screen.getByRole('img', { name: 'Data used each day for the last 30 days' });
  expect(img.tagName.toLowerCase()).toBe('svg');
  const bars = [...container.querySelectorAll('svg rect')];
  expect(bars).toHaveLength(30);
  const heights = bars.map((b) => Number(b.getAttribute('height')));
  expect(heights[0]).toBe(0);
  expect(heights[29]! / heights[2]!).toBeCloseTo(0.27 / 0.12, 3);

  const table = screen.getByRole('table', { name: 'Data used each day for the last 30 days' });
  expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Data (GB)']);
  const rows = within(table).getAllByRole('row').slice(1).map((r) => [...r.children].map((c) => c.textContent));
  expect(rows).toHaveLength(30);
  expect(rows[0]).toEqual(['26 October 2026', '0.00']);
  expect(rows[1]).toEqual(['27 October 2026', '0.11']);
  expect(rows[29]).toEqual(['24 November 2026', '0.27']);
  expect(screen.getByText(`${data.days.reduce((s, d) => s + d.value, 0).toFixed(2)} GB used in the last 30 days`)).toBeTruthy();
});

test('voice: minutes in the table, "Voice (minutes)"', () => {
  renderIntl(<UsageHistory histogram={voice} />);
  const table = screen.getByRole('table', { name: 'Voice minutes used each day for the last 30 days' });
  expect(within(table).getByRole('columnheader', { name: 'Voice (minutes)' })).toBeTruthy();
  const rows = within(table).getAllByRole('row').slice(1).map((r) => [...r.children].map((c) => c.textContent));
  expect(rows[0]).toEqual(['26 October 2026', '14.5']);
  expect(rows[29]).toEqual(['24 November 2026', '29']);
});

test('"a failure shows zeros": the message, no bars and a table of zeros', () => {
  const failed: Histogram = { ...data, unavailable: true, days: DATES.map((date) => ({ date, value: 0 })) };
  const { container } = renderIntl(<UsageHistory histogram={failed} />);
  expect(screen.getByText("Usage history isn't available right now")).toBeTruthy();
  expect([...container.querySelectorAll('svg rect')].every((b) => b.getAttribute('height') === '0')).toBe(true);
  const cells = within(screen.getByRole('table')).getAllByRole('cell').map((c) => c.textContent);
  expect(cells).toEqual(Array(30).fill('0.00'));
});

test('the chart renders on the server to plain SVG (no script needed)', () => {
  const html = renderToString(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Pacific/Auckland">
      <UsageHistory histogram={data} />
    </NextIntlClientProvider>,
  );
  expect(html).toContain('<svg');
  expect(html).toContain('role="img"');
  expect(html).toContain('aria-label="Data used each day for the last 30 days"');
  expect((html.match(/<rect/g) ?? []).length).toBe(30);
});

test('"Show": a radio group with Data and Voice; one chart at a time', async () => {
  renderIntl(<HistorySwitch charts={{ data: <UsageHistory histogram={data} />, voice: <UsageHistory histogram={voice} /> }} />);
  const group = screen.getByRole('radiogroup', { name: 'Show' });
  expect((within(group).getByRole('radio', { name: 'Data' }) as HTMLInputElement).checked).toBe(true);
  expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Data used each day for the last 30 days');
  await userEvent.click(within(group).getByRole('radio', { name: 'Voice' }));
  expect(screen.getAllByRole('img').map((i) => i.getAttribute('aria-label'))).toEqual(['Voice minutes used each day for the last 30 days']);
  expect(screen.getByRole('table').querySelector('caption')?.textContent).toBe('Voice minutes used each day for the last 30 days');
});
