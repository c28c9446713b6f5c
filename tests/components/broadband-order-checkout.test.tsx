/** @jest-environment jsdom */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderSetup } from '@/components/broadband/checkout/order-setup';
import { broadbandTimeline } from '@/lib/broadband/rules';
import type { BroadbandOrderView, SlotView } from '@/lib/broadband/types';
import { renderIntl } from '../support/render-intl';

/**
 * The broadband checkout after payment (docs/broadband-contract.md §4): "We're setting up your
 * order" follows the SSE (order outcome, then the service), then "Book your install" (scope
 * first when needed): the slots by day, choose, Book → the next visit or the thank-you page. A
 * failed order shows the first note or 'Order failed' with help.
 */

const mockPush = jest.fn();
const mockReplace = jest.fn();
const mockRouter = { refresh: jest.fn(), push: mockPush, replace: mockReplace };
jest.mock('next/navigation', () => ({ useRouter: () => mockRouter }));

class FakeEventSource {
  static CLOSED = 2;
  static open: FakeEventSource[] = [];
  readonly url: string;
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, Array<(e: MessageEvent<string>) => void>>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.open.push(this);
  }
  addEventListener(name: string, fn: (e: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), fn]);
  }
  emit(name: string, data: unknown) {
    for (const fn of this.listeners.get(name) ?? []) fn({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
  close() {
    this.readyState = 2;
    FakeEventSource.open = FakeEventSource.open.filter((s) => s !== this);
  }
}

type Call = { method: string; path: string; body: unknown };
function bff(answer: (c: Call) => { status: number; body: unknown }): Call[] {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const c = { method: init?.method ?? 'GET', path: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(c);
    const a = answer(c);
    return { ok: a.status < 400, status: a.status, headers: { get: () => null }, json: async () => a.body } as unknown as Response;
  }) as typeof fetch;
  return calls;
}

const ORDER_ID = '0c7d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
function view(visits: BroadbandOrderView['visits'], appointments: BroadbandOrderView['appointments'], toBook: BroadbandOrderView['toBook']): BroadbandOrderView {
  return {
    id: ORDER_ID, technology: 'UFB', eshopOrderNumber: 'SO100234', serviceId: 'svc-1', planName: 'Fibre 300', address: '17 Ponsonby Road, Ponsonby, Auckland',
    state: 'acknowledged', substate: 'RequiresSiteVisitScopeBooking', orderText: 'Site visit required', visits, toBook, appointments, goLive: null,
    timeline: broadbandTimeline({ createdAt: '2026-11-27T23:00:00.000Z', paidAt: '2026-11-27T23:01:00.000Z', visits, appointments, state: 'acknowledged', goLiveAt: null }),
  };
}
// Tuesday 1 and Wednesday 2 December 2026, New Zealand time (UTC+13).
const SLOTS: [SlotView, SlotView, SlotView] = [
  { id: 'slot-b', start: '2026-11-30T23:00:00.000Z', end: '2026-12-01T04:00:00.000Z' },
  { id: 'slot-a', start: '2026-11-30T19:00:00.000Z', end: '2026-11-30T23:00:00.000Z' },
  { id: 'slot-c', start: '2026-12-01T19:00:00.000Z', end: '2026-12-01T23:00:00.000Z' },
];

beforeEach(() => {
  FakeEventSource.open = [];
  mockPush.mockReset();
  mockReplace.mockReset();
  (global as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
});
const source = () => FakeEventSource.open[0]!;

test("a failed order shows its first note with help, and stops following", async () => {
  bff(() => ({ status: 200, body: {} }));
  renderIntl(<OrderSetup orderNumber="SO100234" />);
  expect(screen.getByRole('heading', { name: "We're setting up your order" })).toBeTruthy();
  expect(source().url).toBe('/api/broadband/orders/SO100234/events');
  act(() => source().emit('order', { status: 'PAID', outcome: 'pending' }));
  act(() => source().emit('end', { outcome: 'failed', message: 'Address could not be verified with the network' }));
  expect(await screen.findByText('Address could not be verified with the network')).toBeTruthy();
  expect(screen.getByRole('heading', { name: "Your order didn't go through" })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'help centre' }).getAttribute('href')).toBe('/help');
  expect(FakeEventSource.open).toHaveLength(0);
});

test("a failure without a note says 'Order failed'", async () => {
  bff(() => ({ status: 200, body: {} }));
  renderIntl(<OrderSetup orderNumber="SO100235" />);
  act(() => source().emit('order', { status: 'FAILED', outcome: 'failed' }));
  expect(await screen.findByText('Order failed')).toBeTruthy();
});

test('scope first: the slots by day, choose, Book; a taken slot says so; then the install, then the thank-you page', async () => {
  const user = userEvent.setup();
  const scope = { id: 'ap-1', visit: 'scope' as const, start: SLOTS[1].start, end: SLOTS[1].end, status: 'booked' as const };
  let bookAnswers = [
    { status: 409, body: { error: { code: 'slot_taken', message: 'That time is no longer available. Choose another.' } } },
    { status: 200, body: view(['scope', 'install'], [scope], 'install') },
    { status: 200, body: view(['scope', 'install'], [scope, { ...scope, id: 'ap-2', visit: 'install', start: SLOTS[2].start, end: SLOTS[2].end }], null) },
  ];
  const calls = bff((c) => {
    if (c.path.includes('/slots')) return { status: 200, body: { slots: SLOTS } };
    if (c.path.endsWith('/book')) {
      const [next, ...rest] = bookAnswers;
      bookAnswers = rest;
      return next ?? { status: 500, body: {} };
    }
    return { status: 404, body: {} };
  });
  renderIntl(<OrderSetup orderNumber="SO100234" />);
  act(() => source().emit('order', { status: 'PROCESSING', outcome: 'success' }));
  act(() => source().emit('service', view(['scope', 'install'], [], 'scope')));
  expect(await screen.findByRole('heading', { name: 'Book your scope visit' })).toBeTruthy();
  const days = await screen.findAllByRole('group');
  expect(days.map((d) => d.querySelector('legend')?.textContent)).toEqual(['Tuesday, 1 December', 'Wednesday, 2 December']);
  expect(within(days[0]!).getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual(['8:00 am – 12:00 pm', '12:00 pm – 5:00 pm']);

  await user.click(screen.getByRole('button', { name: 'Book' }));
  expect(await screen.findByText('Choose a time first.')).toBeTruthy();
  await user.click(within(days[0]!).getByRole('radio', { name: '8:00 am – 12:00 pm' }));
  await user.click(screen.getByRole('button', { name: 'Book' }));
  expect(await screen.findByText('That time is no longer available. Choose another.')).toBeTruthy();
  await user.click(within((await screen.findAllByRole('group'))[0]!).getByRole('radio', { name: '8:00 am – 12:00 pm' }));
  await user.click(screen.getByRole('button', { name: 'Book' }));
  expect(await screen.findByRole('heading', { name: 'Book your install' })).toBeTruthy();
  await user.click(within((await screen.findAllByRole('group'))[1]!).getByRole('radio', { name: '8:00 am – 12:00 pm' }));
  await user.click(screen.getByRole('button', { name: 'Book' }));
  await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/eshop/thanks-broadband?order=SO100234'));
  expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
    [`/api/broadband/orders/${ORDER_ID}/book`, { visit: 'scope', slotId: 'slot-a' }],
    [`/api/broadband/orders/${ORDER_ID}/book`, { visit: 'scope', slotId: 'slot-a' }],
    [`/api/broadband/orders/${ORDER_ID}/book`, { visit: 'install', slotId: 'slot-c' }],
  ]);
  expect(calls.filter((c) => c.path.includes('/slots')).map((c) => c.path.split('?')[1])).toContain('visit=install');
});

test('a reload after every visit is booked goes straight to the thank-you page', async () => {
  bff(() => ({ status: 200, body: {} }));
  renderIntl(<OrderSetup orderNumber="SO100234" />);
  act(() => source().emit('service', view(['install'], [{ id: 'ap-9', visit: 'install', start: SLOTS[0].start, end: SLOTS[0].end, status: 'booked' }], null)));
  await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/eshop/thanks-broadband?order=SO100234'));
});
