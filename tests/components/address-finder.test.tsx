/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressFinder, type AddressSource } from '@/components/addresses/address-finder';

/**
 * The shared address combobox (checkout, delivery addresses, broadband's address check): it
 * searches its source from 3 characters, arrow keys and Enter choose, a chosen address is not
 * searched again, a failed search says so in the list and keeps the text typed.
 */

type Addr = { id: string; formatted: string };
const SOURCE: AddressSource<Addr> = { path: '/api/test/addresses', keyOf: (a) => a.id };
const TEXTS = { find: 'Find your address', hint: 'Type 3 letters', searching: 'Searching…', noResults: 'Nothing found', failed: 'Search failed', results: (n: number) => `${n} found` };
const QUEEN: Addr = { id: 'q', formatted: '125 Queen Street, Auckland' };
const QUAY: Addr = { id: 'l', formatted: '101 Lambton Quay, Wellington' };

let paths: string[] = [];
function answer(status: number, body: unknown): void {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    paths.push(String(input));
    return { ok: status < 400, status, headers: { get: () => null }, json: async () => body } as unknown as Response;
  }) as typeof fetch;
}

beforeEach(() => {
  paths = [];
});

test('searches its own source from 3 characters; arrow down and Enter pick; the pick is not searched again', async () => {
  answer(200, { results: [QUEEN, QUAY] });
  const picked: Addr[] = [];
  const user = userEvent.setup();
  render(<AddressFinder<Addr> source={SOURCE} texts={TEXTS} onPick={(a) => picked.push(a)} />);
  const box = screen.getByRole('combobox', { name: 'Find your address' });
  await user.type(box, 'Qu');
  expect(screen.queryByRole('listbox')).toBeNull();
  await user.type(box, 'e');
  const options = await screen.findAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual([QUEEN.formatted, QUAY.formatted]);
  expect(paths).toEqual(['/api/test/addresses?q=Que']);
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(picked).toEqual([QUAY]);
  expect((box as HTMLInputElement).value).toBe(QUAY.formatted);
  expect(screen.queryByRole('listbox')).toBeNull();
  await new Promise((r) => setTimeout(r, 400));
  expect(paths).toHaveLength(1);
});

test('a failed search says so in the list and keeps the text typed; an initial address fills the box', async () => {
  answer(503, { error: { code: 'upstream_unavailable', message: 'down' } });
  const user = userEvent.setup();
  const { unmount } = render(<AddressFinder<Addr> source={SOURCE} texts={TEXTS} onPick={() => undefined} />);
  const box = screen.getByRole('combobox', { name: 'Find your address' });
  await user.type(box, 'Lambton');
  await waitFor(() => expect(screen.getByRole('listbox').textContent).toBe('Search failed'));
  expect((box as HTMLInputElement).value).toBe('Lambton');
  unmount();
  render(<AddressFinder<Addr> source={SOURCE} texts={TEXTS} onPick={() => undefined} initial={QUEEN} />);
  expect((screen.getByRole('combobox', { name: 'Find your address' }) as HTMLInputElement).value).toBe(QUEEN.formatted);
});
