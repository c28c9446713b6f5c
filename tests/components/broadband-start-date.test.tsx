/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StartStep } from '@/components/broadband/order/detail-steps';
import type { BroadbandFlow } from '@/lib/broadband/types';
import { renderIntl } from '../support/render-intl';

/*
 * Issue 28, item 1: "Dates appear as `2026-12-14`": the broadband order's start-date step names the
 * first and last days allowed as a New Zealander reads them; the input keeps its ISO min and max.
 */

const ADDRESS = { provider: 'nzpost', idx: '3000001', formatted: '125 Queen Street, Auckland Central' } as unknown as NonNullable<BroadbandFlow['address']>;
const flow: BroadbandFlow = {
  id: 'flow-1', step: 'start', address: ADDRESS, technology: 'UFB', plan: null, withModem: false, modem: null, switching: { kind: 'new' },
  startDate: null, contactPhone: '', delivery: { address: ADDRESS, instructions: '' },
  availability: { address: ADDRESS, technologies: [{ technology: 'UFB', status: 'service_available', passes: true, prequalUuid: 'pq-1', earliestStart: '2026-12-14' }] },
};

test('the hint and the error name the days, not 2026-12-14', async () => {
  const user = userEvent.setup();
  renderIntl(<StartStep flow={flow} save={() => undefined} onContinue={() => undefined} />);
  const input = screen.getByLabelText('Start date');
  expect([input.getAttribute('min'), input.getAttribute('max')]).toEqual(['2026-12-14', '2027-03-14']);
  expect(screen.getByText('Any day from Mon, 14 December 2026 to Sun, 14 March 2027.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.getByText('Choose a date from Mon, 14 December 2026 to Sun, 14 March 2027.')).toBeTruthy();
  expect(document.body.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
});
