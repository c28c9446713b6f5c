/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CardListSection } from '@/components/billing/card-list';
import { DialogsProvider } from '@/components/dialogs/dialogs-provider';
import type { CardItem } from '@/lib/billing/types';
import { renderIntl } from '../support/render-intl';
import { polyfillDialog } from './dialog-polyfill';
import { fakeBff } from './payment-bff';

/**
 * The payment methods list (docs/account-contract.md §6): brand and masked last four, expiry,
 * badges, "Make default" (not for an expired card), "Remove" after its confirmation, and the
 * BFF's refusals shown as it answers them.
 */

beforeAll(polyfillDialog);

const visa: CardItem = { id: 'c-visa', brand: 'Visa', last4: '4242', expiryMonth: 8, expiryYear: 2028, isDefault: true, state: 'valid' };
const master: CardItem = { id: 'c-master', brand: 'Mastercard', last4: '4444', expiryMonth: 6, expiryYear: 2026, isDefault: false, state: 'expiring' };
const old: CardItem = { id: 'c-old', brand: 'Visa', last4: '1111', expiryMonth: 1, expiryYear: 2020, isDefault: false, state: 'expired' };

const render = (cards: CardItem[]) => renderIntl(<DialogsProvider><CardListSection initial={{ cards }} /></DialogsProvider>);
const item = (name: string) => screen.getByRole('listitem', { name });

test('each card with its masked number, expiry and badges; Make default for all but the default and an expired card', () => {
  fakeBff({ 'GET /api/customer/payment-methods': [{ status: 200, body: { cards: [visa, master, old] } }] });
  render([visa, master, old]);
  expect(item('Visa ending 4242').textContent).toContain('Expires 08/2028');
  expect(item('Visa ending 4242').textContent).toContain('Default');
  expect(item('Mastercard ending 4444').textContent).toContain('Expires soon');
  expect(item('Visa ending 1111').textContent).toContain('Expired');
  expect(within(item('Visa ending 4242')).queryByRole('button', { name: 'Make default' })).toBeNull();
  expect(within(item('Mastercard ending 4444')).getByRole('button', { name: 'Make default' })).toBeTruthy();
  expect(within(item('Visa ending 1111')).queryByRole('button', { name: 'Make default' })).toBeNull();
  expect(within(item('Visa ending 1111')).getByRole('button', { name: 'Remove' })).toBeTruthy();
});

test('Remove asks first; cancelled, nothing is sent; confirmed, the BFF\'s "Only card cannot be removed" is shown and the card stays', async () => {
  const seen = fakeBff({
    'GET /api/customer/payment-methods': [{ status: 200, body: { cards: [visa] } }],
    'DELETE /api/customer/payment-methods/c-visa': [{ status: 409, body: { error: { code: 'only_card', message: 'Only card cannot be removed' } } }],
  });
  render([visa]);
  await userEvent.click(within(item('Visa ending 4242')).getByRole('button', { name: 'Remove' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
  expect(seen.filter((r) => r.method === 'DELETE')).toEqual([]);

  await userEvent.click(within(item('Visa ending 4242')).getByRole('button', { name: 'Remove' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Remove this card?' })).getByRole('button', { name: 'Remove' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Only card cannot be removed');
  expect(seen.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/customer/payment-methods/c-visa']);
  expect(item('Visa ending 4242')).toBeTruthy();
});

test('Make default shows the list the BFF answers; "Card is not found" is shown as the BFF says it', async () => {
  const promoted = { cards: [{ ...master, isDefault: true }, { ...visa, isDefault: false }] };
  const seen = fakeBff({
    'GET /api/customer/payment-methods': [{ status: 200, body: promoted }],
    'PUT /api/customer/payment-methods/c-master/default': [{ status: 200, body: promoted }],
    'DELETE /api/customer/payment-methods/c-visa': [{ status: 404, body: { error: { code: 'card_not_found', message: 'Card is not found' } } }],
  });
  render([visa, master]);
  await userEvent.click(within(item('Mastercard ending 4444')).getByRole('button', { name: 'Make default' }));
  await waitFor(() => expect(item('Mastercard ending 4444').textContent).toContain('Default'));
  expect((await screen.findByRole('status')).textContent).toBe('Mastercard ending 4444 is now your default card.');
  expect(seen).toContainEqual({ method: 'PUT', path: '/api/customer/payment-methods/c-master/default', body: {} });

  await userEvent.click(within(item('Visa ending 4242')).getByRole('button', { name: 'Remove' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Remove this card?' })).getByRole('button', { name: 'Remove' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Card is not found');
});
