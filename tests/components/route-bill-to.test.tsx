/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentStep, type BillTo, type ChargeResult, type PaymentChoice } from '@/components/payments/payment-step';
import { BffError } from '@/components/query/bff-query';
import type { CardItem } from '@/lib/billing/types';
import type { PaymentProvider } from '@/lib/payments/types';
import { renderIntl } from '../support/render-intl';
import { fakeBff } from './payment-bff';

/**
 * Bill to account in the payment step (issue 15 item 4, docs/families-contract.md §4 "Payment
 * step"): 'Bill to {payer}' with '{left} left this month' only when the server found a paying
 * route; a charge above it is 'Spend limit is over' in the step's alert, the choice kept.
 */

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }) }));

const visa: CardItem = { id: 'c-visa', brand: 'Visa', last4: '4242', expiryMonth: 11, expiryYear: 2028, isDefault: true, state: 'valid' };
const hana: BillTo = { payer: 'Hana Kereama', remainingSpend: 3000 };
const provider = { CardFields: () => null, confirmSaved: jest.fn(), confirmCard: jest.fn(), confirmSetup: jest.fn(), confirmRedirect: jest.fn(), retrieve: jest.fn(), retrieveSetup: jest.fn() } as unknown as PaymentProvider;

function renderStep(allow: Parameters<typeof PaymentStep>[0]['allow'], charge: (c: PaymentChoice) => Promise<ChargeResult> = async () => ({})) {
  fakeBff({ 'GET /api/customer/payment-methods': [{ status: 200, body: { cards: [visa] } }] });
  const onPaid = jest.fn();
  renderIntl(<PaymentStep amountCents={1000} provider={provider} allow={allow} charge={charge} onPaid={onPaid} reload={false} />);
  return { onPaid, methods: screen.getByRole('radiogroup', { name: 'Payment method' }) };
}

test('no paying route from the server, no bill to account: the flag alone (billRoutes) does not show it', () => {
  const { methods } = renderStep({ billRoutes: true, billTo: null });
  expect(within(methods).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['cards']);
});

test('a paying route: "Bill to Hana Kereama" with "$30.00 left this month"; chosen, the flow is asked to bill routes', async () => {
  const charge = jest.fn(async () => ({}));
  const { methods, onPaid } = renderStep({ billTo: hana }, charge);
  const option = within(methods).getByRole('radio', { name: /Bill to Hana Kereama/ });
  expect(option.closest('label')?.textContent).toBe('Bill to Hana Kereama$30.00 left this month');
  await userEvent.click(option);
  await userEvent.click(screen.getByRole('button', { name: 'Pay $10.00' }));
  await waitFor(() => expect(onPaid).toHaveBeenCalledWith({ type: 'bill_routes' }));
  expect(charge.mock.calls).toEqual([[{ type: 'bill_routes' }]]);
  expect(onPaid).toHaveBeenCalledTimes(1);
});

test('a weekly route says "this week"', () => {
  const { methods } = renderStep({ billTo: { ...hana, spendCycle: 2 } });
  expect(within(methods).getByRole('radio', { name: /Bill to Hana Kereama/ }).closest('label')?.textContent).toContain('$30.00 left this week');
});

test('a locked flow (billRoutes: false) shows no bill to account even with a route', () => {
  const { methods } = renderStep({ billRoutes: false, billTo: hana });
  expect(within(methods).queryByRole('radio', { name: /Bill to/ })).toBeNull();
});

test('a charge above what is left: "Spend limit is over" in the step\'s alert, bill to account still chosen, nothing paid', async () => {
  const refused = new BffError({ ok: false, status: 402, code: 'spend_limit_over', message: 'Spend limit is over' });
  const charge = jest.fn(async () => {
    throw refused;
  });
  const { methods, onPaid } = renderStep({ billTo: hana }, charge);
  await userEvent.click(within(methods).getByRole('radio', { name: /Bill to Hana Kereama/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Pay $10.00' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Spend limit is over');
  expect((within(methods).getByRole('radio', { name: /Bill to Hana Kereama/ }) as HTMLInputElement).checked).toBe(true);
  // Asked once to bill the route, refused, and not asked again.
  expect(charge.mock.calls).toEqual([[{ type: 'bill_routes' }]]);
  expect(onPaid).not.toHaveBeenCalled();
});
