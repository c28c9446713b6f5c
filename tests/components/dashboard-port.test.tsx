/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { DashboardPort } from '@/components/porting/dashboard-port';
import { portRunning } from '@/lib/porting/rules';
import { renderIntl } from '../support/render-intl';
import { fakeBff } from './payment-bff';
import { portingView } from './porting-fakes';

/**
 * The dashboard says where a running port stands (issue 28 items 8 and 10: "the dashboard says
 * nothing about a running port"): the step in words and the way to follow it; nothing once over.
 */

test('waiting for the YES: the deadline in words, why it matters, and the link to follow the move', () => {
  fakeBff({});
  renderIntl(<DashboardPort initial={{ porting: portingView('awaiting_consent') }} href="/profile/sim-card-actions/number-porting" />);
  const section = screen.getByRole('region', { name: 'Bringing 027\u00a0555\u00a00950 to us' });
  // 12:31 UTC on 27 November is 1:31 am on the 28th in New Zealand.
  expect(section.textContent).toMatch(/Waiting for your YES/);
  expect(section.textContent).toMatch(/Reply YES to the text from Spark on 027 555 0950 by 28 Nov(,)? 1:31\s?am/i);
  expect(section.textContent).toContain('Without a reply within 2 hours the move is cancelled.');
  expect(within(section).getByRole('link', { name: 'Follow the move' }).getAttribute('href')).toBe('/profile/sim-card-actions/number-porting');
});

test('in progress: on its way, in words', () => {
  fakeBff({});
  renderIntl(<DashboardPort initial={{ porting: portingView('in_progress') }} href={null} />);
  const section = screen.getByRole('region', { name: 'Bringing 027\u00a0555\u00a00950 to us' });
  expect(section.textContent).toContain("We're bringing 027 555 0950 over from Spark. This can take up to 3 hours; your phone keeps working meanwhile.");
  expect(within(section).queryByRole('link')).toBeNull();
});

test.each(['completed', 'rejected', 'canceled'] as const)('a port %s, or none: nothing on the dashboard', (phase) => {
  fakeBff({});
  const { container } = renderIntl(<DashboardPort initial={{ porting: portingView(phase) }} href="/x" />);
  expect(container.textContent).toBe('');
  expect(portRunning(portingView(phase))).toBe(false);
});

test('portRunning: waiting for the YES and in progress are running', () => {
  expect(portRunning(portingView('awaiting_consent'))).toBe(true);
  expect(portRunning(portingView('in_progress'))).toBe(true);
  expect(portRunning(null)).toBe(false);
});
