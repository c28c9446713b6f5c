/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FindSim } from '@/components/onboarding/find-sim';
import { renderIntl } from '../support/render-intl';

/**
 * /mobile-onboarding (docs/onboarding-contract.md §4): "SIM ID or phone number, 'Send code' →
 * 'We sent a code to 021 *** *901' + code field + 'Resend code in 30 s' countdown, then 'Resend
 * code' → success 'We found your SIM' … Errors in the catalogue's words beside the field".
 */

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }) }));

type Call = { method: string; path: string; body: Record<string, unknown> };
type Answer = { status: number; body: unknown };

/** A BFF that answers each POST /api/onboarding/adopt with the next answer, recording what it got. */
function bff(answers: Answer[]): Call[] {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ method: init?.method ?? 'GET', path: String(input), body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> });
    const a = answers.shift() ?? { status: 500, body: {} };
    return { ok: a.status < 400, status: a.status, headers: { get: () => null }, json: async () => a.body } as unknown as Response;
  }) as typeof fetch;
  return calls;
}

const ADOPTION = {
  productId: '6a0f3c1e-2b4d-4e8f-9a1b-3c5d7e9f1a2b',
  number: '021 555 0901',
  simIdEnd: '…6011',
  planType: 'prepay',
  fullyPaid: false,
  simSwap: false,
  replacesProductId: null,
  paidPlan: null,
  state: 'ready',
};

const SIM_ID = '89640500000000016011';

afterEach(() => jest.useRealTimers());

test('SIM ID → Send code: the code goes to the masked number, the resend counts down from 30 s, the code finds the SIM', async () => {
  jest.useFakeTimers({ now: Date.parse('2026-11-27T23:40:00Z') });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const calls = bff([
    { status: 200, body: { step: 'code_sent', to: '021 *** *901', resendAfterSeconds: 30 } },
    { status: 200, body: { step: 'adopted', adoption: ADOPTION } },
  ]);
  renderIntl(<FindSim />);
  await user.type(screen.getByLabelText('SIM ID', { selector: 'input[type="text"], input:not([type])' }), SIM_ID);
  await user.click(screen.getByRole('button', { name: 'Send code' }));

  expect(await screen.findByText('We sent a code to 021 *** *901.')).toBeTruthy();
  expect(calls[0]).toEqual({ method: 'POST', path: '/api/onboarding/adopt', body: { by: 'sms', simId: SIM_ID } });
  const resend = screen.getByRole('button', { name: 'Resend code in 30 s' }) as HTMLButtonElement;
  expect(resend.disabled).toBe(true);
  act(() => jest.advanceTimersByTime(10_000));
  expect(screen.getByRole('button', { name: 'Resend code in 20 s' })).toBeTruthy();
  act(() => jest.advanceTimersByTime(20_000));
  expect((screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement).disabled).toBe(false);

  await user.type(screen.getByLabelText('Code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByRole('heading', { name: 'We found your SIM' })).toBeTruthy();
  expect(calls[1]!.body).toEqual({ by: 'sms', simId: SIM_ID, code: '123456' });
  expect(screen.getByText('021 555 0901')).toBeTruthy();
  expect(screen.getByText('Prepay')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(`/onboarding/${ADOPTION.productId}`);
});

test('an unknown SIM: the server\'s words beside the field, and what was typed stays', async () => {
  const calls = bff([{ status: 404, body: { error: { code: 'sim_not_found', message: 'phone number or SIM ID not found' } } }]);
  renderIntl(<FindSim />);
  const field = screen.getByRole('textbox', { name: 'SIM ID' }) as HTMLInputElement;
  await userEvent.type(field, SIM_ID);
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  const error = await screen.findByText('phone number or SIM ID not found');
  expect(field.getAttribute('aria-describedby')).toContain(error.closest('p')!.id);
  expect(field.value).toBe(SIM_ID);
  expect(calls).toHaveLength(1);
});

test('a SIM ID that is not 19 or 20 digits is refused before anything is sent', async () => {
  const calls = bff([]);
  renderIntl(<FindSim />);
  await userEvent.type(screen.getByRole('textbox', { name: 'SIM ID' }), '8964 0500');
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText('Enter the 19 or 20 digits of the SIM ID.')).toBeTruthy();
  expect(calls).toHaveLength(0);
});

test('by phone number; a wrong code is said beside the code field and the code can be typed again', async () => {
  const calls = bff([
    { status: 200, body: { step: 'code_sent', to: '021 *** *902', resendAfterSeconds: 30 } },
    { status: 400, body: { error: { code: 'verification_code_incorrect', message: 'the verification code is incorrect' } } },
  ]);
  renderIntl(<FindSim />);
  await userEvent.click(screen.getByRole('radio', { name: /Phone number/ }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '021 555 0902');
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByText('We sent a code to 021 *** *902.');
  expect(calls[0]!.body).toEqual({ by: 'sms', number: '021 555 0902' });
  const code = screen.getByRole('textbox', { name: /^Code/ }) as HTMLInputElement;
  await userEvent.type(code, '000000');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText('the verification code is incorrect').closest('p')!.id).toBe(code.getAttribute('aria-describedby')!.split(' ').at(-1));
  expect(code.value).toBe('000000');
  expect((screen.getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement).value).toBe('021 555 0902');
});

test('already associated with another account: the catalogue\'s words and a way to contact us', async () => {
  bff([{ status: 409, body: { error: { code: 'sim_associated', message: 'This SIM is already associated with another account' } } }]);
  renderIntl(<FindSim />);
  await userEvent.type(screen.getByRole('textbox', { name: 'SIM ID' }), '89640500000000016045');
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText(/This SIM is already associated with another account/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/help');
});

test('adopt by IP: CANT_ADOPT_BY_IP says to enter the SIM ID instead', async () => {
  const calls = bff([{ status: 404, body: { error: { code: 'cant_adopt_by_ip', message: 'CANT_ADOPT_BY_IP' } } }]);
  renderIntl(<FindSim />);
  await userEvent.click(screen.getByRole('button', { name: 'Use this connection' }));
  expect(await screen.findByText("We couldn't recognise your SIM from this connection. Enter its SIM ID instead.")).toBeTruthy();
  expect(calls[0]).toEqual({ method: 'POST', path: '/api/onboarding/adopt', body: { by: 'ip' } });
});
