/** @jest-environment jsdom */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { DialogsProvider } from '@/components/dialogs/dialogs-provider';
import { NumberPorting } from '@/components/porting/number-porting';
import { PortingForm } from '@/components/porting/porting-form';
import { PortingTimeline } from '@/components/porting/porting-timeline';
import { queryKeys } from '@/components/query/keys';
import type { PortingInput } from '@/lib/porting/types';
import { renderIntl } from '../support/render-intl';
import { polyfillDialog } from './dialog-polyfill';
import { fakeBff } from './payment-bff';
import { bffError, portingView } from './porting-fakes';

/**
 * "Bring your number" (docs/onboarding-contract.md §4): no port → the form (number with "Check"
 * → carrier, account number (postpay there), prior SIM ID (prepay there), name) → Start; a port
 * → the timeline and the current step's words; errors per portingErrorText (the BFF's words).
 */

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh, push: jest.fn(), replace: jest.fn() }) }));

beforeAll(polyfillDialog);
const render = (ui: ReactElement) => renderIntl(<DialogsProvider>{ui}</DialogsProvider>);

const READ = 'GET /api/customer/porting';
const CHECK = 'GET /api/customer/porting/check?number=027%20555%200950';
const START = 'PUT /api/customer/porting';
const sent = (seen: ReturnType<typeof fakeBff>) => seen.filter((r) => r.method !== 'GET').map((r) => [r.method, r.path, r.body]);
const box = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

test('no port: the form; Start without a number or name says "please enter"; Check names the carrier; Start sends the port and its YES wait shows with the deadline', async () => {
  const seen = fakeBff({
    [READ]: [{ status: 200, body: { porting: null } }],
    [CHECK]: [{ status: 200, body: { number: '027 555 0950', portable: true, carrier: 'Spark', reason: null } }],
    [START]: [{ status: 200, body: portingView('awaiting_consent') }],
  });
  render(<NumberPorting current="021 555 0101" />);
  expect(await screen.findByRole('heading', { name: 'Bring your number' })).toBeTruthy();
  expect(screen.getByText('Your number replaces 021 555 0101 on this SIM.')).toBeTruthy();
  // Prepay is the first answer: the prior SIM ID is asked, not the account number.
  expect((screen.getByRole('radio', { name: 'Prepay (I top up)' }) as HTMLInputElement).checked).toBe(true);
  expect(screen.queryByRole('textbox', { name: /Account number/ })).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Start' }));
  expect(screen.getByRole('textbox', { name: 'Your number', description: /please enter/ })).toBeTruthy();
  expect(screen.getByRole('textbox', { name: "Account holder's name", description: /please enter/ })).toBeTruthy();
  expect(sent(seen)).toEqual([]);

  await userEvent.type(box('Your number'), '027 555 0950');
  await userEvent.click(screen.getByRole('button', { name: 'Check' }));
  expect((await screen.findByRole('status')).textContent).toBe('027 555 0950 is with Spark and can come to us');
  expect((screen.getByRole('combobox', { name: 'Its carrier now' }) as HTMLSelectElement).value).toBe('Spark');
  await userEvent.type(box(/SIM ID of the SIM/), '8964 0500 0000 0001 6011');
  await userEvent.type(box("Account holder's name"), 'Aroha Ngata');
  await userEvent.click(screen.getByRole('button', { name: 'Start' }));

  expect(await screen.findByText('Reply YES to the text from Spark on 027 555 0950 by 28 Nov, 1:31 am')).toBeTruthy();
  expect(sent(seen)).toEqual([['PUT', '/api/customer/porting', { number: '027 555 0950', carrier: 'Spark', accountNumber: '', priorSimId: '89640500000000016011', name: 'Aroha Ngata' }]]);
  expect(screen.getByRole('button', { name: 'Resend text' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Cancel the move' })).toBeTruthy();
  const steps = within(screen.getByRole('list', { name: 'Steps of the move' })).getAllByRole('listitem');
  expect(steps.map((s) => s.textContent)).toEqual([
    '✓Move asked forDone · 27 Nov, 11:31 pm',
    'Your YES to the text from SparkNow',
    'Spark checked the accountStill to come',
    'Move approvedStill to come',
    'Setting up your number on our networkStill to come',
    '027 555 0950 is yours with usStill to come',
  ]);
});

test('postpay asks the account number; a number of ours is refused at Check with the server\'s reason; a porting error shows the server\'s words and keeps every field', async () => {
  const seen = fakeBff({
    [READ]: [{ status: 200, body: { porting: null } }],
    'GET /api/customer/porting/check?number=021%20555%200101': [{ status: 200, body: { number: '021 555 0101', portable: false, carrier: null, reason: 'This number is already with us' } }],
    [START]: [bffError(409, 'porting_error', 'A port is already in progress')],
  });
  render(<NumberPorting current="" />);
  await userEvent.click(await screen.findByRole('radio', { name: 'On account (a monthly bill)' }));
  expect(screen.queryByRole('textbox', { name: /SIM ID of the SIM/ })).toBeNull();
  await userEvent.type(box('Your number'), '021 555 0101');
  await userEvent.click(screen.getByRole('button', { name: 'Check' }));
  expect(await screen.findByRole('textbox', { name: 'Your number', description: /This number is already with us/ })).toBeTruthy();

  await userEvent.clear(box('Your number'));
  await userEvent.type(box('Your number'), '022 555 0950');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Its carrier now' }), '2degrees');
  await userEvent.type(box("Account holder's name"), 'Aroha Ngata');
  await userEvent.click(screen.getByRole('button', { name: 'Start' }));
  expect(screen.getByRole('textbox', { name: /Account number/, description: /please enter/ })).toBeTruthy();
  await userEvent.type(box(/Account number/), 'ACC-778');
  await userEvent.click(screen.getByRole('button', { name: 'Start' }));

  expect((await screen.findByRole('alert')).textContent).toBe('A port is already in progress');
  expect(sent(seen)).toEqual([['PUT', '/api/customer/porting', { number: '022 555 0950', carrier: '2degrees', accountNumber: 'ACC-778', priorSimId: '', name: 'Aroha Ngata' }]]);
  expect([box('Your number').value, box(/Account number/).value, box("Account holder's name").value]).toEqual(['022 555 0950', 'ACC-778', 'Aroha Ngata']);
});

test('a number that is not a New Zealand mobile is "format is invalid" before anything is sent; a 422 of the BFF lands on its field', async () => {
  const seen = fakeBff({
    [READ]: [{ status: 200, body: { porting: null } }],
    [START]: [bffError(422, 'bad_input', 'bad input', [{ path: 'name', message: 'cannot be longer than 100 characters' }])],
  });
  render(<NumberPorting current="" />);
  await userEvent.type(await screen.findByRole('textbox', { name: 'Your number' }), '09 300 1234');
  await userEvent.click(screen.getByRole('button', { name: 'Check' }));
  expect(screen.getByRole('textbox', { name: 'Your number', description: /format is invalid/ })).toBeTruthy();
  await userEvent.clear(box('Your number'));
  await userEvent.type(box('Your number'), '+64 27 555 0950');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Its carrier now' }), 'Spark');
  await userEvent.type(box("Account holder's name"), 'Aroha');
  await userEvent.click(screen.getByRole('button', { name: 'Start' }));
  expect(await screen.findByRole('textbox', { name: "Account holder's name", description: /cannot be longer than 100 characters/ })).toBeTruthy();
  expect(sent(seen)).toHaveLength(1);
});

test('a rejected port shows the carrier\'s words with Retry; Retry starts the YES wait again; Cancel asks first, then the port is cancelled', async () => {
  const seen = fakeBff({
    'POST /api/customer/porting/retry': [{ status: 200, body: portingView('awaiting_consent') }],
    'POST /api/customer/porting/cancel': [{ status: 200, body: portingView('canceled', { message: null }) }],
  });
  render(<PortingTimeline view={portingView('rejected')} />);
  expect(screen.getByText('Spark turned down the move of 027 555 0950')).toBeTruthy();
  expect(screen.getByText('Spark could not match the account details')).toBeTruthy();
  const steps = within(screen.getByRole('list', { name: 'Steps of the move' })).getAllByRole('listitem');
  expect(steps[2]?.textContent).toBe('×Spark checked the accountStopped here');

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText(/Reply YES to the text from Spark on 027 555 0950 by/)).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel the move' }));
  const dialog = await screen.findByRole('dialog', { name: 'Stop bringing 027 555 0950 to us?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the move' }));
  expect(await screen.findByText('The move of 027 555 0950 was cancelled')).toBeTruthy();
  expect(sent(seen)).toEqual([
    ['POST', '/api/customer/porting/retry', { productId: 'prod-1' }],
    ['POST', '/api/customer/porting/cancel', { productId: 'prod-1' }],
  ]);
});

test('Resend text asks the carrier again and says so; a completed port says "{number} is now your number" with every step done', async () => {
  const seen = fakeBff({ 'POST /api/customer/porting/action': [{ status: 200, body: portingView('awaiting_consent') }] });
  const { unmount } = render(<PortingTimeline view={portingView('awaiting_consent')} />);
  await userEvent.click(screen.getByRole('button', { name: 'Resend text' }));
  expect(await screen.findByText('Spark is texting 027 555 0950 again. You have 2 hours from now to reply YES.')).toBeTruthy();
  expect(sent(seen)).toEqual([['POST', '/api/customer/porting/action', { productId: 'prod-1', action: 'resend_sms' }]]);
  unmount();

  render(<PortingTimeline view={portingView('completed')} />);
  expect(screen.getByText('027 555 0950 is now your number')).toBeTruthy();
  expect(screen.queryByRole('button')).toBeNull();
  const steps = within(screen.getByRole('list', { name: 'Steps of the move' })).getAllByRole('listitem');
  expect(steps.map((s) => s.textContent?.slice(0, 1))).toEqual(['✓', '✓', '✓', '✓', '✓', '✓']);
});

test('embedded (the activation page): no Start and no form of its own; the input goes out checked as it is typed, null until it passes', async () => {
  fakeBff({});
  const changes: Array<PortingInput | null> = [];
  const { container } = render(<PortingForm mode="embedded" productId="prod-9" onChange={(v) => changes.push(v)} />);
  expect(container.querySelector('form')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
  await userEvent.type(box('Your number'), '027 555 0950');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Its carrier now' }), 'Spark');
  expect(changes.at(-1)).toBeNull();
  await userEvent.type(box("Account holder's name"), 'Aroha Ngata');
  expect(changes.at(-1)).toEqual({ productId: 'prod-9', number: '027 555 0950', carrier: 'Spark', accountNumber: '', priorSimId: '', name: 'Aroha Ngata' });
});

test('a port followed on the page: when it completes, the page\'s server parts are rendered again (the SIM\'s number changed)', async () => {
  fakeBff({ [READ]: [{ status: 200, body: { porting: portingView('in_progress') } }] });
  const { client } = renderIntl(
    <DialogsProvider>
      <NumberPorting current="021 555 0101" initial={{ porting: portingView('in_progress') }} />
    </DialogsProvider>,
  );
  expect(screen.getByText("We're bringing 027 555 0950 over from Spark. This can take up to 3 hours; your phone keeps working meanwhile.")).toBeTruthy();
  expect(mockRefresh).not.toHaveBeenCalled();
  act(() => client.setQueryData(queryKeys.porting.one(null), { porting: portingView('completed') }));
  expect(await screen.findByText('027 555 0950 is now your number')).toBeTruthy();
  expect(mockRefresh).toHaveBeenCalledTimes(1);
});

test('a cancelled port gives way to another number: "Bring a different number" opens the form, and Start sends the new port', async () => {
  const seen = fakeBff({
    [READ]: [{ status: 200, body: { porting: portingView('canceled') } }],
    [START]: [{ status: 200, body: portingView('awaiting_consent', { number: '022 555 0950', carrier: '2degrees' }) }],
  });
  render(<NumberPorting current="" initial={{ porting: portingView('canceled') }} />);
  expect(screen.getByText('The move of 027 555 0950 was cancelled')).toBeTruthy();
  expect(screen.queryByRole('textbox', { name: 'Your number' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Bring a different number' }));
  await userEvent.type(box('Your number'), '022 555 0950');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Its carrier now' }), '2degrees');
  await userEvent.type(box("Account holder's name"), 'Aroha Ngata');
  await userEvent.click(screen.getByRole('button', { name: 'Start' }));
  expect(await screen.findByText(/^Reply YES to the text from 2degrees on 022 555 0950 by/)).toBeTruthy();
  expect(screen.queryByRole('textbox', { name: 'Your number' })).toBeNull();
  expect(sent(seen)).toEqual([['PUT', '/api/customer/porting', { number: '022 555 0950', carrier: '2degrees', accountNumber: '', priorSimId: '', name: 'Aroha Ngata' }]]);
});
