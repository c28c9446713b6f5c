/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivationWait } from '@/components/onboarding/activation-wait';
import type { ActivationProgress } from '@/lib/onboarding/types';
import { activationSteps } from '@/lib/onboarding/rules';
import { renderIntl } from '../support/render-intl';
import { portingView } from './porting-fakes';
import { DialogsProvider } from '@/components/dialogs/dialogs-provider';

/**
 * The wait (/mobile-onboarding-finalise, docs/onboarding-contract.md §4): "the four steps
 * (payment, network, plan, ready) with times … live from the SSE (a reload or a return shows the
 * same progress) … Ready → the product becomes the current one (PUT /api/customer/products/current)
 * → /profile?welcome=1 … Failed or timed out → 'SIM activation problems' with the upstream's
 * words, 'Check again' and the help link."
 */

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: mockPush, replace: jest.fn() }) }));

const PRODUCT = '6a0f3c1e-2b4d-4e8f-9a1b-3c5d7e9f1a2b';

/** The browser's EventSource, driven by the test: `emit` sends a named frame to every open source. */
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

const noPort = (c: Call) => (c.path.startsWith('/api/customer/porting') ? { status: 200, body: { porting: null } } : { status: 200, body: {} });

function progress(state: ActivationProgress['state'], message: string | null = null): ActivationProgress {
  const at = { payment: '2026-11-27T23:40:01.000Z', network: '2026-11-27T23:40:13.000Z', plan: '2026-11-27T23:40:19.000Z', ready: '2026-11-27T23:40:19.000Z' };
  return { productId: PRODUCT, number: '021 555 0901', planName: 'Prepay 30 Day $30', kind: 'prepay', state, steps: activationSteps(state, at), startedAt: at.payment, message };
}

beforeEach(() => {
  FakeEventSource.open = [];
  mockPush.mockReset();
  (global as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
});

const source = () => FakeEventSource.open[0]!;
const stepItems = () => screen.getAllByRole('listitem').map((li) => li.textContent);

test('follows the stream of this SIM: each frame moves the steps on, with the time each was done', async () => {
  bff(noPort);
  renderIntl(<ActivationWait productId={PRODUCT} />);
  expect(source().url).toBe(`/api/onboarding/sims/${PRODUCT}/events`);
  expect(screen.getByRole('status').textContent).toBe('Checking where your activation is…');

  act(() => source().emit('progress', progress('provisioning')));
  expect(screen.getByRole('heading', { name: 'Activating 021 555 0901' })).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('Setting up your number on the network…');
  // 23:40:01 UTC is 12:40:01 pm on the 28th in New Zealand (daylight time).
  expect(stepItems()[0]).toMatch(/^Payment · done12:40:01\s?pm$/i);
  expect(stepItems()[1]).toBe('Network · in progress');
  expect(screen.getAllByRole('listitem')[1]!.getAttribute('aria-current')).toBe('step');

  act(() => source().emit('progress', progress('active')));
  expect(screen.getByRole('status').textContent).toBe('Your number works. Adding your plan…');
  expect(stepItems()[1]).toMatch(/^Network · done/);
  expect(stepItems()[2]).toBe('Plan · in progress');
});

test('ready: the SIM becomes the current product, then its dashboard with the welcome', async () => {
  const calls = bff((c) => (c.method === 'PUT' ? { status: 200, body: { currentUuid: PRODUCT } } : noPort(c)));
  renderIntl(<ActivationWait productId={PRODUCT} />);
  act(() => source().emit('progress', progress('ready')));
  await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/profile?welcome=1'));
  expect(calls.filter((c) => c.method === 'PUT')).toEqual([{ method: 'PUT', path: '/api/customer/products/current', body: { productUuid: PRODUCT } }]);
});

test('ready while the number is coming in (issue 28 item 10): the page stays and says to reply YES within 2 hours; it goes on only when the customer continues', async () => {
  const view = portingView('awaiting_consent', { productId: PRODUCT });
  const calls = bff((c) => (c.method === 'PUT' ? { status: 200, body: { currentUuid: PRODUCT } } : c.path.startsWith('/api/customer/porting') ? { status: 200, body: { porting: view } } : { status: 200, body: {} }));
  renderIntl(<DialogsProvider><ActivationWait productId={PRODUCT} /></DialogsProvider>);
  act(() => source().emit('progress', progress('ready')));
  const title = await screen.findByText('One more step for your number');
  const note = title.closest('[tabindex="-1"]') as HTMLElement;
  expect(note.textContent).toContain('To bring 027 555 0950 over, reply YES to the text Spark has sent to 027 555 0950, within 2 hours, or the move is cancelled.');
  await waitFor(() => expect(document.activeElement).toBe(note));
  // The SIM is made current, but the page does not leave for the dashboard on its own.
  expect(calls.filter((c) => c.method === 'PUT')).toEqual([{ method: 'PUT', path: '/api/customer/products/current', body: { productUuid: PRODUCT } }]);
  await act(async () => new Promise((r) => setTimeout(r, 50)));
  expect(mockPush).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Continue to my account' }));
  await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/profile?welcome=1'));
});

test('ready with a port already done: straight to the dashboard, as without one', async () => {
  const view = portingView('completed', { productId: PRODUCT });
  bff((c) => (c.method === 'PUT' ? { status: 200, body: { currentUuid: PRODUCT } } : c.path.startsWith('/api/customer/porting') ? { status: 200, body: { porting: view } } : { status: 200, body: {} }));
  renderIntl(<DialogsProvider><ActivationWait productId={PRODUCT} /></DialogsProvider>);
  act(() => source().emit('progress', progress('ready')));
  await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/profile?welcome=1'));
  expect(screen.queryByText('One more step for your number')).toBeNull();
});

test("failed: 'SIM activation problems' with the upstream's words; Check again reads the progress and listens again", async () => {
  const calls = bff((c) => (c.path.endsWith('/progress') ? { status: 200, body: progress('provisioning') } : noPort(c)));
  renderIntl(<ActivationWait productId={PRODUCT} />);
  act(() => {
    source().emit('progress', progress('failed', 'The network could not provision this SIM'));
    source().emit('end', {});
  });
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toContain('SIM activation problems');
  expect(alert.textContent).toContain('The network could not provision this SIM');
  expect(screen.getByRole('link', { name: 'Get help with activation' }).getAttribute('href')).toBe('/help');
  expect(FakeEventSource.open).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  expect(calls.some((c) => c.path === `/api/onboarding/sims/${PRODUCT}/progress`)).toBe(true);
  expect(FakeEventSource.open).toHaveLength(1);
  expect(screen.getByRole('status').textContent).toBe('Setting up your number on the network…');
});

test('timed out after the 250 s wait: the problem is said, with Check again', () => {
  bff(noPort);
  renderIntl(<ActivationWait productId={PRODUCT} />);
  act(() => {
    source().emit('progress', progress('active'));
    source().emit('timeout', {});
  });
  expect(screen.getByRole('alert').textContent).toContain("Your SIM hasn't finished activating yet.");
  expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy();
});

test('not started yet (the payment answer was lost): the activation is asked for once', async () => {
  const calls = bff((c) => (c.path.endsWith('/finalise') ? { status: 200, body: progress('requested') } : noPort(c)));
  renderIntl(<ActivationWait productId={PRODUCT} />);
  act(() => source().emit('progress', progress('not_started')));
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Activation asked for. Taking your payment…'));
  act(() => source().emit('progress', progress('not_started')));
  expect(calls.filter((c) => c.path.endsWith('/finalise'))).toEqual([{ method: 'POST', path: `/api/onboarding/sims/${PRODUCT}/finalise`, body: {} }]);
});
