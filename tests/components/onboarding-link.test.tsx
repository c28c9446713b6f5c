/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivationLinkView } from '@/components/onboarding/activation-link';
import type { ActivationLink } from '@/lib/onboarding/types';
import { renderIntl } from '../support/render-intl';

/**
 * The adoption link (/activation/{code}, docs/onboarding-contract.md §4): "valid → 'Activate your
 * SIM 021 *** *906' + Activate (adopt by token) → /onboarding/{productId}; … expired → 'your
 * activation link expired' + 'Send me a new link' → 'We've sent a new link by text to 021 *** *907'."
 */

const mockPush = jest.fn();
const mockReplace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: mockPush, replace: mockReplace }) }));

const CODE = '8f1d6c3e-5b7a-4e2f-9c41-0a6b2d9e1602';
const PRODUCT = '6a0f3c1e-2b4d-4e8f-9a1b-3c5d7e9f1a2b';
type Call = { method: string; path: string; body: unknown };

function bff(answers: Array<{ status: number; body: unknown }>): Call[] {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ method: init?.method ?? 'GET', path: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const a = answers.shift() ?? { status: 500, body: {} };
    return { ok: a.status < 400, status: a.status, headers: { get: () => null }, json: async () => a.body } as unknown as Response;
  }) as typeof fetch;
  return calls;
}

const link = (state: ActivationLink['state'], productId: string | null = null): ActivationLink => ({ code: CODE, state, number: '021 *** *907', expiresAt: '2026-11-20T10:00:00.000Z', productId });

beforeEach(() => {
  mockPush.mockReset();
  mockReplace.mockReset();
});

test("expired: 'Your activation link expired' and 'Send me a new link' texts a new one to the SIM's number", async () => {
  const calls = bff([{ status: 200, body: { sentTo: '021 *** *907' } }]);
  renderIntl(<ActivationLinkView code={CODE} initial={link('expired')} />);
  expect(screen.getByRole('heading', { name: 'Your activation link expired' })).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
  expect(await screen.findByText("We've sent a new link by text to 021 *** *907.")).toBeTruthy();
  expect(calls).toEqual([{ method: 'POST', path: `/api/onboarding/links/${CODE}/renew`, body: {} }]);
  expect(screen.queryByRole('button', { name: 'Send me a new link' })).toBeNull();
});

test('valid: Activate adopts by the token and goes on to the SIM\'s activation page', async () => {
  const adoption = { productId: PRODUCT, number: '021 555 0907', simIdEnd: '…6078', planType: 'prepay', fullyPaid: false, simSwap: false, replacesProductId: null, paidPlan: null, state: 'ready' };
  const calls = bff([{ status: 200, body: { step: 'adopted', adoption } }]);
  renderIntl(<ActivationLinkView code={CODE} initial={link('valid')} />);
  expect(screen.getByRole('heading', { name: 'Activate your SIM 021 *** *907' })).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
  await screen.findByRole('button', { name: 'Activate' });
  expect(calls).toEqual([{ method: 'POST', path: '/api/onboarding/adopt', body: { by: 'token', token: CODE } }]);
  expect(mockPush).toHaveBeenCalledWith(`/onboarding/${PRODUCT}`);
});

test("valid but the SIM is another account's: the catalogue's words, and the link stays to try again", async () => {
  bff([{ status: 409, body: { error: { code: 'sim_associated', message: 'This SIM is already associated with another account' } } }]);
  renderIntl(<ActivationLinkView code={CODE} initial={link('valid')} />);
  await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
  expect((await screen.findByRole('alert')).textContent).toBe("This SIM is already associated with another account. Please contact us and we'll sort it out.");
  expect(mockPush).not.toHaveBeenCalled();
});

test('used by this customer: straight on to its activation', () => {
  bff([]);
  renderIntl(<ActivationLinkView code={CODE} initial={link('used', PRODUCT)} />);
  expect(mockReplace).toHaveBeenCalledWith(`/onboarding/${PRODUCT}`);
});
