/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderTimeline } from '@/components/broadband/account/order-timeline';
import { renderIntl } from '../support/render-intl';
import { order, SCOPE_BOOKED, SLOTS } from './broadband-account-fakes';
import { fakeBff } from './payment-bff';
import { bffError } from './top-up-fakes';

/**
 * Issue 17 "one timeline per broadband order (ordered, paid, scope visit, install visit, live)
 * with the appointment and a reschedule button"; AM §7 "POST /ufb/v1/order/{id}/book": a booked
 * visit moved to another slot, the next visit booked.
 */

const SLOTS_PATH = (visit: string) => `GET /api/broadband/orders/ord-1/slots?visit=${visit}`;
const steps = () => within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');

test('the five steps with their state; the scope visit with its window and Reschedule, the install to book', () => {
  renderIntl(<OrderTimeline order={order()} />);
  expect(screen.getByRole('heading', { name: 'Order ES-100234' })).toBeTruthy();
  const [ordered, paid, scope, install, live] = steps();
  expect(within(ordered!).getByText('Ordered')).toBeTruthy();
  expect(within(ordered!).getByText('Done · 28 Nov 2026')).toBeTruthy();
  expect(within(paid!).getByText('Done · 28 Nov 2026')).toBeTruthy();
  expect(within(scope!).getByText('Scope visit')).toBeTruthy();
  expect(within(scope!).getByText('Booked · Wednesday, 2 December, 8:00 am – 12:00 pm')).toBeTruthy();
  expect(scope!.getAttribute('aria-current')).toBe('step');
  expect(within(scope!).getByRole('button', { name: 'Reschedule the scope visit' })).toBeTruthy();
  expect(within(install!).getByText('Still to come')).toBeTruthy();
  expect(within(install!).getByRole('button', { name: 'Book the install visit' })).toBeTruthy();
  expect(within(live!).getByText('Live')).toBeTruthy();
  expect(within(live!).getByText('Still to come')).toBeTruthy();
  // No install booked: no go-live date yet.
  expect(screen.queryByText(/Expected to go live/)).toBeNull();
});

test('Reschedule: the free times by day; one chosen and booked → the new time in the timeline and said', async () => {
  const moved = { ...SCOPE_BOOKED, id: 'ap-scope-2', start: SLOTS[1]!.start, end: SLOTS[1]!.end };
  const seen = fakeBff({
    [SLOTS_PATH('scope')]: [{ status: 200, body: { slots: SLOTS } }],
    'POST /api/broadband/orders/ord-1/book': [{ status: 200, body: order([moved]) }],
  });
  renderIntl(<OrderTimeline order={order()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Reschedule the scope visit' }));
  const picker = screen.getByRole('region', { name: 'Choose a new time for your scope visit' });
  const thursday = await within(picker).findByRole('group', { name: 'Thursday, 3 December' });
  expect(within(thursday).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['8:00 am – 12:00 pm', '12:00 pm – 5:00 pm']);
  expect(within(picker).getByRole('group', { name: 'Friday, 4 December' })).toBeTruthy();
  await userEvent.click(within(thursday).getByRole('radio', { name: '12:00 pm – 5:00 pm' }));
  await userEvent.click(within(picker).getByRole('button', { name: 'Book' }));
  expect(await screen.findByText('Your scope visit is booked for Thursday, 3 December, 12:00 pm – 5:00 pm.')).toBeTruthy();
  expect(within(steps()[2]!).getByText('Booked · Thursday, 3 December, 12:00 pm – 5:00 pm')).toBeTruthy();
  expect(screen.queryByRole('region', { name: /Choose a new time/ })).toBeNull();
  expect(seen.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', path: '/api/broadband/orders/ord-1/book', body: { visit: 'scope', slotId: 'slot-thu-pm' } }]);
});

test('Book the install: booked → the go-live date shows and the install has Reschedule', async () => {
  const install = { id: 'ap-install', visit: 'install' as const, start: SLOTS[2]!.start, end: SLOTS[2]!.end, status: 'booked' as const };
  fakeBff({
    [SLOTS_PATH('install')]: [{ status: 200, body: { slots: SLOTS } }],
    'POST /api/broadband/orders/ord-1/book': [{ status: 200, body: order([SCOPE_BOOKED, install]) }],
  });
  renderIntl(<OrderTimeline order={order()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Book the install visit' }));
  const picker = screen.getByRole('region', { name: 'Choose a time for your install visit' });
  const friday = await within(picker).findByRole('group', { name: 'Friday, 4 December' });
  await userEvent.click(within(friday).getByRole('radio', { name: '8:00 am – 12:00 pm' }));
  await userEvent.click(within(picker).getByRole('button', { name: 'Book' }));
  expect(await screen.findByText('Expected to go live on 4 Dec 2026.')).toBeTruthy();
  expect(within(steps()[3]!).getByRole('button', { name: 'Reschedule the install visit' })).toBeTruthy();
});

test('a time taken meanwhile: the refusal is said, the times are read again, nothing changes', async () => {
  fakeBff({
    [SLOTS_PATH('scope')]: [{ status: 200, body: { slots: SLOTS } }, { status: 200, body: { slots: SLOTS.slice(1) } }],
    'POST /api/broadband/orders/ord-1/book': [bffError(409, 'slot_taken', 'That time is no longer available. Choose another.')],
  });
  renderIntl(<OrderTimeline order={order()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Reschedule the scope visit' }));
  const picker = screen.getByRole('region', { name: 'Choose a new time for your scope visit' });
  const thursday = await within(picker).findByRole('group', { name: 'Thursday, 3 December' });
  await userEvent.click(within(thursday).getByRole('radio', { name: '8:00 am – 12:00 pm' }));
  await userEvent.click(within(picker).getByRole('button', { name: 'Book' }));
  expect((await within(picker).findByRole('alert')).textContent).toBe('That time is no longer available. Choose another.');
  expect(await within(picker).findByRole('radio', { name: '12:00 pm – 5:00 pm' })).toBeTruthy();
  expect(within(steps()[2]!).getByText('Booked · Wednesday, 2 December, 8:00 am – 12:00 pm')).toBeTruthy();
});

test('a completed order: every step done, went live, nothing to move', () => {
  const done = [{ ...SCOPE_BOOKED, status: 'done' as const }, { id: 'ap-i', visit: 'install' as const, start: SLOTS[2]!.start, end: SLOTS[2]!.end, status: 'done' as const }];
  const o = order(done);
  const completed = { ...o, state: 'completed', timeline: o.timeline.map((s) => ({ ...s, state: 'done' as const, canReschedule: false })), goLive: SLOTS[2]!.end };
  renderIntl(<OrderTimeline order={completed} />);
  expect(screen.getByText('Went live on 4 Dec 2026.')).toBeTruthy();
  expect(screen.queryByRole('button')).toBeNull();
});
