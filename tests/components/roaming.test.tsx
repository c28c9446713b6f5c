/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RoamingSection } from '@/components/sim/roaming-switch';
import { renderAsPage } from './sim-settings-fakes';

/**
 * The daily roaming charge switch (docs/sim-contract.md §3 Roaming: "the client keeps one request
 * in flight and sends the latest wish when it returns (so five quick clicks send at most two or
 * three requests, and the last click is what is stored)").
 */

type Pending = { body: { autoActive: boolean }; answer: (status: number, body: unknown) => void };

/** A BFF whose roaming PUTs wait until the test answers them, one by one. */
function slowRoaming(): Pending[] {
  const pending: Pending[] = [];
  global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    expect(`${init?.method} ${String(input)}`).toBe('PUT /api/customer/sim/roaming');
    return new Promise<Response>((resolve) => {
      pending.push({
        body: JSON.parse(String(init?.body)) as { autoActive: boolean },
        answer: (status, body) => resolve({ ok: status < 400, status, headers: { get: () => null }, json: async () => body } as unknown as Response),
      });
    });
  }) as typeof fetch;
  return pending;
}

const roaming = () => screen.getByRole('switch', { name: 'Daily roaming charge' }) as HTMLInputElement;

test('five quick clicks: the switch follows each click, one request at a time, and the last click is what is sent last', async () => {
  const pending = slowRoaming();
  renderAsPage('simSettings', <RoamingSection initial={{ productUuid: 'p-1', autoActive: false }} />);
  for (let i = 0; i < 5; i += 1) await userEvent.click(roaming());
  // on, off, on, off, on: the switch shows the last click at once, while only the first request is out.
  expect(roaming().checked).toBe(true);
  expect(pending.map((p) => p.body)).toEqual([{ autoActive: true }]);

  // The first answer comes back: the latest wish (on) is what was sent, so nothing more goes out.
  await act(async () => pending[0]!.answer(200, { productUuid: 'p-1', autoActive: true }));
  expect(await screen.findByText('Saved')).toBeTruthy();
  expect(pending).toHaveLength(1);
  expect(roaming().checked).toBe(true);
});

test('a click while a request is out is sent when it returns; an even number of clicks ends where it started', async () => {
  const pending = slowRoaming();
  renderAsPage('simSettings', <RoamingSection initial={{ productUuid: 'p-1', autoActive: false }} />);
  for (let i = 0; i < 4; i += 1) await userEvent.click(roaming());
  expect(roaming().checked).toBe(false);
  await act(async () => pending[0]!.answer(200, { productUuid: 'p-1', autoActive: true }));
  await waitFor(() => expect(pending).toHaveLength(2));
  expect(pending[1]!.body).toEqual({ autoActive: false });
  expect(roaming().checked).toBe(false);
  await act(async () => pending[1]!.answer(200, { productUuid: 'p-1', autoActive: false }));
  expect(await screen.findByText('Saved')).toBeTruthy();
  expect(roaming().checked).toBe(false);
  expect(pending).toHaveLength(2);
});

test('a failure says so and the switch goes back to what is stored', async () => {
  const pending = slowRoaming();
  renderAsPage('simSettings', <RoamingSection initial={{ productUuid: 'p-1', autoActive: false }} />);
  await userEvent.click(roaming());
  expect(roaming().checked).toBe(true);
  await act(async () => pending[0]!.answer(502, { error: { code: 'sim_error', message: 'error occurred. try again later' } }));
  expect((await screen.findByRole('alert')).textContent).toBe('error occurred. try again later');
  expect(roaming().checked).toBe(false);
});

test('the switch says what the daily roaming pack costs (issue 28 item 9), and says it again after a save', async () => {
  const pending = slowRoaming();
  renderAsPage('simSettings', <RoamingSection initial={{ productUuid: 'p-1', autoActive: false, dailyChargeCents: 600 }} />);
  const price = 'a daily roaming pack turns on by itself: $6.00 for each day you use it there';
  const hint = () => document.getElementById(roaming().getAttribute('aria-describedby') ?? '')?.textContent ?? '';
  expect(hint()).toContain(price);
  await userEvent.click(roaming());
  await act(async () => pending[0]!.answer(200, { productUuid: 'p-1', autoActive: true, dailyChargeCents: 600 }));
  expect(await screen.findByText('Saved')).toBeTruthy();
  expect(hint()).toContain(price);
});
