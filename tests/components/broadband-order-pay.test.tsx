/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BroadbandPay } from '@/components/broadband/checkout/broadband-pay';
import { fakeBff } from './payment-bff';
import { cardsAnswer, fakeProvider, SANDBOX_PAYMENTS } from './top-up-fakes';
import { renderIntl } from '../support/render-intl';

/**
 * /eshop/checkout-ufb's payment (docs/broadband-contract.md §4): the broadband cart saved by the
 * flow, read again from the BFF, paid with the e-shop's payment step and POST /api/eshop/checkout;
 * once paid the flow, its cart and the pending order are forgotten and the page sets the order up.
 */

const mockReplace = jest.fn();
const mockRouter = { refresh: jest.fn(), push: jest.fn(), replace: mockReplace };
jest.mock('next/navigation', () => ({ useRouter: () => mockRouter }));
const provider = fakeProvider();
jest.mock('@/components/payments/create-provider', () => ({ createPaymentProvider: () => provider }));

const DELIVERY = { lines: ['125 Queen Street', 'Auckland Central'], city: 'Auckland', postcode: '1010', locationProvider: 'sandbox', locationProviderIdx: '12' };
const LINE = (uuid: string, name: string, priceCents: number) => ({ uuid, name, priceCents, quantity: 1, parent: null, specifications: [], originalPrice: null, price: priceCents / 100, item: { itemUuid: uuid } });
const SAVED = { cartUuid: 'cart-9', kind: 'ufb', lines: [LINE('l1', 'Fibre 300', 6900)], amountCents: 6900, contactPhone: '021 555 0101', deliveryInstructions: '', delivery: null };
const CART = { cartUuid: 'cart-9', kind: 'ufb', lines: [LINE('l1', 'Fibre 300', 6900), LINE('l2', 'Wi-Fi 6 modem', 19900)], amountCents: 26800, delivery: DELIVERY, notes: 'Gate code 1234' };
const CONTACT = { email: 'aroha@example.com', name: 'Aroha Ngata', phone: '021 000 0000' };

function render() {
  return renderIntl(<BroadbandPay kind="ufb" contact={CONTACT} options={['cards']} billTo={null} payments={SANDBOX_PAYMENTS} failedReturn={false} />);
}

beforeEach(() => {
  window.localStorage.clear();
  mockReplace.mockReset();
  provider.confirmSaved.mockClear();
});

test('the cart as the BFF has it now, paid with the saved card: the order placed with the flow phone, the delivery and instructions, then set up', async () => {
  window.localStorage.setItem('broadband.cart', JSON.stringify(SAVED));
  window.localStorage.setItem('broadband.flow', JSON.stringify({ id: 'f', step: 'review' }));
  const seen = fakeBff({
    'GET /api/broadband/cart?uuid=cart-9': [{ status: 200, body: CART }],
    'GET /api/customer/payment-methods': [cardsAnswer],
    'POST /api/eshop/checkout': [{ status: 200, body: { orderId: 'SO100777', clientSecret: 'pi_7_secret', amountCents: 26800, purchase: {} } }],
  });
  render();
  expect(await screen.findByText('Wi-Fi 6 modem')).toBeTruthy();
  expect(screen.getByText('Total $268.00')).toBeTruthy();
  await screen.findByRole('radiogroup', { name: 'Pay with' });
  await userEvent.click(screen.getByRole('button', { name: 'Pay $268.00' }));
  await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/eshop/checkout-ufb?order=SO100777'));
  // The order placed and paid exactly once.
  expect(seen.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([['/api/eshop/checkout', {
    uuid: 'cart-9', contact: { email: 'aroha@example.com', name: 'Aroha Ngata', phone: '021 555 0101' }, address: DELIVERY, notes: 'Gate code 1234',
    paymentMethodType: 'cards', paymentMethodId: 'c-visa',
  }]]);
  expect(provider.confirmSaved.mock.calls).toEqual([['pi_7_secret']]);
  expect(['broadband.flow', 'broadband.cart', 'broadband.checkout'].map((k) => window.localStorage.getItem(k))).toEqual([null, null, null]);
});

test('a cart the BFF no longer knows is forgotten: nothing to pay, the way back to the address check', async () => {
  window.localStorage.setItem('broadband.cart', JSON.stringify(SAVED));
  fakeBff({ 'GET /api/broadband/cart?uuid=cart-9': [{ status: 404, body: { error: { code: 'cart_not_found', message: 'Cart is not found' } } }] });
  render();
  expect(await screen.findByText("There's no broadband order to pay for. Start one by checking your address.")).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Check your address' }).getAttribute('href')).toBe('/broadband');
  expect(window.localStorage.getItem('broadband.cart')).toBeNull();
});
