/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SecuritySettings } from '@/components/sim/security-filters';
import { NumberListsSection } from '@/components/sim/security-lists';
import { BlockedReportSection } from '@/components/sim/security-report';
import type { BlockedItem, CallSecurity, NumberLists } from '@/lib/sim/types';
import { fakeBff } from './payment-bff';
import { renderAsPage } from './sim-settings-fakes';
import { bffError } from './top-up-fakes';

/** Call security (docs/sim-contract.md §4; issue 14 item 4): filter levels, voicemail switches, the lists and the report. */

const security: CallSecurity = { productUuid: 'p-1', callFilter: 'standard', textFilter: 'standard', withheldToVoicemail: false, internationalToVoicemail: false };
const lists = (over: Partial<NumberLists> = {}): NumberLists => ({ productUuid: 'p-1', allow: [], block: [], ...over });

test('Spam filtering: Off / Standard / Strict for calls and texts; Save sends all four', async () => {
  const seen = fakeBff({ 'PUT /api/customer/sim/security': [{ status: 200, body: { ...security, textFilter: 'strict' } }] });
  renderAsPage('callSecurity', <SecuritySettings screen="basic" initial={security} />);
  const texts = screen.getByRole('group', { name: 'Spam texts' });
  expect(within(texts).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Off', 'Standard: block likely spam', 'Strict: block suspected spam too']);
  await userEvent.click(within(texts).getByRole('radio', { name: 'Strict: block suspected spam too' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Saved')).toBeTruthy();
  expect(seen).toEqual([{ method: 'PUT', path: '/api/customer/sim/security', body: { callFilter: 'standard', textFilter: 'strict', withheldToVoicemail: false, internationalToVoicemail: false } }]);
});

test('Advanced: a switch saves at once with the levels as stored; a failure puts it back', async () => {
  const seen = fakeBff({ 'PUT /api/customer/sim/security': [{ status: 200, body: { ...security, withheldToVoicemail: true } }, bffError(502, 'sim_error', 'error occurred. try again later')] });
  renderAsPage('callSecurity', <SecuritySettings screen="advanced" initial={security} />);
  const withheld = screen.getByRole('switch', { name: 'Send withheld numbers to voicemail' }) as HTMLInputElement;
  await userEvent.click(withheld);
  expect(await screen.findByText('Saved')).toBeTruthy();
  expect(withheld.checked).toBe(true);
  expect(seen[0]?.body).toEqual({ callFilter: 'standard', textFilter: 'standard', withheldToVoicemail: true, internationalToVoicemail: false });
  const overseas = screen.getByRole('switch', { name: 'Send overseas numbers to voicemail' }) as HTMLInputElement;
  await userEvent.click(overseas);
  expect((await screen.findByRole('alert')).textContent).toBe('error occurred. try again later');
  expect(overseas.checked).toBe(false);
});

test('Lists: a number added to the blocked list shows there and the form empties; Remove takes it off', async () => {
  const entry = { number: '021 555 0199', list: 'block' as const, label: 'Pushy sales', addedAt: '2026-11-24T01:00:00.000Z' };
  const seen = fakeBff({
    'POST /api/customer/sim/security/numbers': [{ status: 200, body: lists({ block: [entry] }) }],
    [`DELETE /api/customer/sim/security/numbers/${encodeURIComponent('021 555 0199')}`]: [{ status: 200, body: lists() }],
  });
  renderAsPage('callSecurity', <NumberListsSection initial={lists()} />);
  const blocked = screen.getByRole('region', { name: 'Blocked numbers' });
  expect(within(blocked).getByText('No numbers yet')).toBeTruthy();
  const number = within(blocked).getByRole('textbox', { name: 'Number' });
  await userEvent.type(number, '021 555 0199');
  await userEvent.type(within(blocked).getByRole('textbox', { name: 'Name (optional)' }), 'Pushy sales');
  await userEvent.click(within(blocked).getByRole('button', { name: 'Add to blocked' }));
  expect(await within(blocked).findByText('Pushy sales')).toBeTruthy();
  expect((number as HTMLInputElement).value).toBe('');
  expect(screen.getByRole('status').textContent).toBe('021 555 0199 added');
  expect(within(screen.getByRole('region', { name: 'Allowed numbers' })).getByText('No numbers yet')).toBeTruthy();
  await userEvent.click(within(blocked).getByRole('button', { name: 'Remove 021 555 0199' }));
  expect(await within(blocked).findByText('No numbers yet')).toBeTruthy();
  expect(seen.map((r) => [r.method, r.body])).toEqual([['POST', { number: '021 555 0199', label: 'Pushy sales', list: 'block' }], ['DELETE', undefined]]);
});

test('Lists: a refusal on the number is told on the field; a full list in an alert', async () => {
  fakeBff({
    'POST /api/customer/sim/security/numbers': [
      bffError(422, 'bad_input', 'format is invalid', [{ path: 'number', message: 'format is invalid' }]),
      bffError(409, 'list_full', 'Your list is full (100 numbers). Remove one first.'),
    ],
  });
  renderAsPage('callSecurity', <NumberListsSection initial={lists()} />);
  const allowed = screen.getByRole('region', { name: 'Allowed numbers' });
  await userEvent.type(within(allowed).getByRole('textbox', { name: 'Number' }), '12');
  await userEvent.click(within(allowed).getByRole('button', { name: 'Add to allowed' }));
  expect(await within(allowed).findByText('format is invalid')).toBeTruthy();
  await userEvent.click(within(allowed).getByRole('button', { name: 'Add to allowed' }));
  expect((await within(allowed).findByRole('alert')).textContent).toBe('Your list is full (100 numbers). Remove one first.');
});

const item = (i: number): BlockedItem => ({ at: `2026-11-${String(20 - i).padStart(2, '0')}T02:15:00.000Z`, kind: i % 2 ? 'text' : 'call', from: i === 1 ? 'Withheld' : '021 555 0123', reason: i === 1 ? 'withheld' : 'spam' });

test('Report: When, Type, From, Why, 10 a page with the pager; nothing blocked says so', async () => {
  renderAsPage('callSecurity', <BlockedReportSection page={1} initial={{ page: 1, items: Array.from({ length: 10 }, (_, i) => item(i)), totalCount: 23 }} />);
  const table = screen.getByRole('table', { name: 'Blocked calls and texts' });
  expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['When', 'Type', 'From', 'Why']);
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(11);
  expect(within(rows[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['20 Nov, 3:15 pm', 'Call', '021 555 0123', 'Spam']);
  expect(within(rows[2]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['19 Nov, 3:15 pm', 'Text', 'Withheld', 'Withheld number']);
  const pager = screen.getByRole('navigation', { name: 'Report pages' });
  expect(within(pager).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/profile/mobile/security/reports?page=3');
});

test('Report: nothing blocked yet', () => {
  renderAsPage('callSecurity', <BlockedReportSection page={1} initial={{ page: 1, items: [], totalCount: 0 }} />);
  expect(screen.getByRole('heading', { name: 'Nothing blocked yet' })).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
});
