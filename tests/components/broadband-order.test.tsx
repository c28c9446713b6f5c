/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BroadbandOrder } from '@/components/broadband/order/broadband-order';
import { emptyFlow, withAddress } from '@/components/broadband/order/flow-rules';
import type { AvailabilityView, BroadbandFlow, BroadbandPlanView } from '@/lib/broadband/types';
import { renderIntl } from '../support/render-intl';

/**
 * /broadband's ordering flow (docs/broadband-contract.md §4 "Ordering"): the address search and
 * the availability's words, the spec's errors where they belong, the flow saved in localStorage
 * `broadband.flow` at every change and resumed after a reload, and the review's cart call.
 */

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: mockPush, replace: jest.fn() }) }));

type Call = { method: string; path: string; body: unknown };
type Answer = { status: number; body: unknown };

/** A BFF answering by path prefix, recording what it got. */
function bff(routes: Record<string, Answer | ((path: string) => Answer)>): Call[] {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    calls.push({ method: init?.method ?? 'GET', path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const hit = Object.entries(routes).find(([prefix]) => path.startsWith(prefix))?.[1];
    const a = typeof hit === 'function' ? hit(path) : (hit ?? { status: 404, body: { error: { code: 'not_found' } } });
    return { ok: a.status < 400, status: a.status, headers: { get: () => null }, json: async () => a.body } as unknown as Response;
  }) as typeof fetch;
  return calls;
}

const QUEEN = { provider: 'sandbox', idx: '12', formatted: '125 Queen Street, Auckland Central, Auckland 1010', lines: ['125 Queen Street', 'Auckland Central'] };
const JACKSON = { provider: 'sandbox', idx: '91', formatted: '5 Jackson Bay Road, Haast 7844', lines: ['5 Jackson Bay Road', 'Haast'] };
const avail = (address: typeof QUEEN, ufb: string, fwa: string): AvailabilityView => ({
  address,
  technologies: [
    { technology: 'UFB', status: ufb as 'no_service', passes: ufb !== 'no_service', prequalUuid: 'pq-ufb-1', earliestStart: '2026-12-01' },
    { technology: 'FWA', status: fwa as 'no_service', passes: fwa !== 'no_service', prequalUuid: 'pq-fwa-1', earliestStart: '2026-12-01' },
  ],
});
const phrase = (key: string, values: Record<string, string | number> = {}) => ({ key, values, text: '' });
const PLAN: BroadbandPlanView = {
  uuid: 'plan-300', catalogUuid: 'cat-1', availabilityUuid: 'pa-300', name: 'Fibre 300', description: 'For busy homes', available: true, priority: 1, priceCents: 8500,
  offer: null, speed: null, data: phrase('usage.unlimited'), term: phrase('broadband.term.none'), theme: 'teal' as BroadbandPlanView['theme'], technology: 'UFB',
};
const saved = (): BroadbandFlow | null => {
  const raw = window.localStorage.getItem('broadband.flow');
  return raw ? (JSON.parse(raw) as BroadbandFlow) : null;
};
const TYPES = <p>Plan types block</p>;

beforeEach(() => {
  window.localStorage.clear();
  mockPush.mockReset();
});

test("an address with nothing says 'No Fibre services available' and that it can't be connected; the address typed stays", async () => {
  const user = userEvent.setup();
  bff({
    '/api/broadband/addresses': { status: 200, body: { results: [JACKSON] } },
    '/api/broadband/availability': { status: 200, body: avail(JACKSON, 'no_service', 'no_service') },
  });
  renderIntl(<BroadbandOrder planTypes={TYPES} />);
  await user.type(await screen.findByRole('combobox', { name: 'Your address' }), '5 Jackson');
  await user.click(await screen.findByRole('option', { name: JACKSON.formatted }));
  expect(await screen.findByText('No Fibre services available')).toBeTruthy();
  expect(screen.getByText(/We can't connect this address yet/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  expect((screen.getByRole('combobox', { name: 'Your address' }) as HTMLInputElement).value).toBe(JACKSON.formatted);
  expect(saved()?.address?.idx).toBe('91');
});

test('fibre ready: the availability is said, the step saved, and Continue shows the plans with the plan-type block', async () => {
  const user = userEvent.setup();
  const calls = bff({
    '/api/broadband/addresses': { status: 200, body: { results: [QUEEN] } },
    '/api/broadband/availability': { status: 200, body: avail(QUEEN, 'service_available', 'service_available') },
    '/api/broadband/plans': { status: 200, body: { plans: [PLAN], prequalUuid: 'pq-ufb-1' } },
  });
  renderIntl(<BroadbandOrder planTypes={TYPES} />);
  await user.type(await screen.findByRole('combobox', { name: 'Your address' }), '125 Queen');
  await user.click(await screen.findByRole('option', { name: QUEEN.formatted }));
  expect(await screen.findByText('Fibre is ready at your place')).toBeTruthy();
  expect(screen.getByText('Fixed wireless is available')).toBeTruthy();
  // Both pass: the customer may choose; fibre first.
  expect((screen.getByRole('radio', { name: 'Fibre' }) as HTMLInputElement).checked).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { name: 'Fibre 300' })).toBeTruthy();
  expect(screen.getByText('Plan types block')).toBeTruthy();
  expect(calls.find((c) => c.path.startsWith('/api/broadband/plans'))?.path).toBe('/api/broadband/plans?provider=sandbox&idx=12&type=UFB');
  expect(saved()).toMatchObject({ step: 'plan', technology: 'UFB', address: { idx: '12' } });
  await user.click(screen.getByRole('button', { name: 'Choose Fibre 300' }));
  expect(await screen.findByRole('heading', { name: 'Choose a modem' })).toBeTruthy();
  expect(saved()).toMatchObject({ step: 'modem', plan: { availabilityUuid: 'pa-300' } });
});

test("the plans' error says 'No Service Information Available'; 'No modem data' leaves only the own modem", async () => {
  const user = userEvent.setup();
  bff({
    '/api/broadband/plans': { status: 422, body: { error: { code: 'no_service_information', message: 'No Service Information Available' } } },
    '/api/broadband/modems': { status: 422, body: { error: { code: 'no_modem_data', message: 'No modem data' } } },
  });
  const base = withAddress(emptyFlow('f1'), QUEEN, avail(QUEEN, 'service_available', 'no_service'));
  window.localStorage.setItem('broadband.flow', JSON.stringify({ ...base, step: 'plan' }));
  const { unmount } = renderIntl(<BroadbandOrder planTypes={TYPES} />);
  expect(await screen.findByText('No Service Information Available')).toBeTruthy();
  unmount();
  window.localStorage.setItem('broadband.flow', JSON.stringify({ ...base, step: 'modem', plan: PLAN }));
  renderIntl(<BroadbandOrder planTypes={TYPES} />);
  expect(await screen.findByText('No modem data')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: "I'll use my own modem" }));
  expect(await screen.findByRole('heading', { name: 'Are you switching from another provider?' })).toBeTruthy();
  expect(saved()).toMatchObject({ step: 'switching', withModem: false, modem: null });
});

test('a reload resumes at the step reached with every choice and the text typed; Change goes back', async () => {
  const user = userEvent.setup();
  bff({});
  const base = withAddress(emptyFlow('f2'), QUEEN, avail(QUEEN, 'service_available', 'no_service'));
  window.localStorage.setItem('broadband.flow', JSON.stringify({ ...base, step: 'switching', plan: PLAN, withModem: false }));
  const first = renderIntl(<BroadbandOrder planTypes={TYPES} />);
  await user.click(await screen.findByRole('radio', { name: "Yes, I'm switching from another provider" }));
  await user.selectOptions(screen.getByLabelText('Current provider'), 'Spark');
  await user.type(screen.getByLabelText("Account holder's name"), 'Aroha Ngata');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  // Not all four: each missing one says so, nothing moves on.
  expect(screen.getAllByText('Please fill this in.')).toHaveLength(2);
  first.unmount();

  renderIntl(<BroadbandOrder planTypes={TYPES} />);
  expect(await screen.findByRole('heading', { name: 'Are you switching from another provider?', level: 3 })).toBeTruthy();
  expect((screen.getByLabelText("Account holder's name") as HTMLInputElement).value).toBe('Aroha Ngata');
  expect((screen.getByLabelText('Current provider') as HTMLSelectElement).value).toBe('Spark');
  expect(screen.getByText('Fibre 300, $85.00 a month')).toBeTruthy();
  await user.type(screen.getByLabelText('Account number'), '123456');
  await user.type(screen.getByLabelText(/Connection ID/), 'ONT-42');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { name: 'When would you like to start?' })).toBeTruthy();
  expect(saved()?.switching).toEqual({ kind: 'transfer', from: { provider: 'Spark', accountHolderName: 'Aroha Ngata', accountNumber: '123456', connectionId: 'ONT-42' } });
  await user.click(screen.getByRole('button', { name: 'Change Plan' }));
  expect(await screen.findByRole('heading', { name: 'Choose your plan' })).toBeTruthy();
  expect(saved()?.step).toBe('plan');
});

function reviewFlow(): BroadbandFlow {
  const base = withAddress(emptyFlow('flow-77'), QUEEN, avail(QUEEN, 'service_available', 'no_service'));
  return {
    ...base, step: 'review', plan: PLAN, withModem: true, modem: { uuid: 'modem-1', name: 'Wi-Fi 6 modem', priceCents: 19900 },
    switching: { kind: 'new' }, startDate: '2026-12-05', contactPhone: '021 555 0101', delivery: { address: QUEEN, instructions: '' },
  };
}

test("review: the price to pay now; signed in, the cart is made and the checkout opens; 'Failed to create UFB cart item' shows there", async () => {
  const user = userEvent.setup();
  window.localStorage.setItem('broadband.flow', JSON.stringify(reviewFlow()));
  let cartAnswer: Answer = { status: 422, body: { error: { code: 'ufb_cart_failed', message: 'Failed to create UFB cart item' } } };
  const calls = bff({
    '/api/broadband/cart': () => cartAnswer,
  });
  renderIntl(<BroadbandOrder planTypes={TYPES} />);
  expect(await screen.findByText('$284.00')).toBeTruthy();
  expect(screen.getByText('New connection')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  expect(await screen.findByText('Failed to create UFB cart item')).toBeTruthy();
  expect(mockPush).not.toHaveBeenCalled();

  const delivery = { lines: ['125 Queen Street', 'Auckland Central'], city: 'Auckland', postcode: '1010', locationProvider: 'sandbox', locationProviderIdx: '12' };
  cartAnswer = { status: 200, body: { cartUuid: 'cart-9', lines: [{ uuid: 'l1', name: 'Fibre 300' }], amountCents: 28400, kind: 'ufb', delivery, notes: '' } };
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/eshop/checkout-ufb'));
  expect(calls.filter((c) => c.path === '/api/broadband/cart').at(-1)?.body).toEqual({
    flowId: 'flow-77', technology: 'UFB', address: { provider: 'sandbox', idx: '12' }, prequalUuid: 'pq-ufb-1', planAvailabilityUuid: 'pa-300',
    modemVariantUuid: 'modem-1', switching: { kind: 'new' }, startDate: '2026-12-05', contactPhone: '021 555 0101', delivery: { provider: 'sandbox', idx: '12', instructions: '' },
  });
  expect(JSON.parse(window.localStorage.getItem('broadband.cart') ?? 'null')).toMatchObject({
    cartUuid: 'cart-9', kind: 'ufb', amountCents: 28400, contactPhone: '021 555 0101',
    delivery,
  });
  // The flow is kept until the order is paid.
  expect(saved()?.step).toBe('review');
});

test('review signed out: sign in and back to /broadband, the flow kept', async () => {
  const user = userEvent.setup();
  window.localStorage.setItem('broadband.flow', JSON.stringify(reviewFlow()));
  bff({ '/api/broadband/cart': { status: 401, body: { error: { code: 'unauthenticated' } } } });
  renderIntl(<BroadbandOrder planTypes={TYPES} />);
  await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
  await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/sign-in?redirect=%2Fbroadband'));
  expect(saved()).toEqual(reviewFlow());
});
