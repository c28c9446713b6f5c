/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivateSim } from '@/components/onboarding/activate-sim';
import type { CardItem } from '@/lib/billing/types';
import type { ActivationPlan, ActivationSetup } from '@/lib/onboarding/types';
import type { PaymentOutcome, PaymentProvider, PaymentsConfig } from '@/lib/payments/types';
import { renderIntl } from '../support/render-intl';
import { fakeBff } from './payment-bff';

/**
 * /onboarding/{productId} (docs/onboarding-contract.md §4): the plan type chosen before activation
 * ("PUT /sim/v1/product-type/{dry}", issue 16 item 2), each type with its own plans and payment
 * rules; a refusal keeps every choice.
 */

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: mockPush, replace: jest.fn() }) }));

const ok = async (): Promise<PaymentOutcome> => ({ status: 'succeeded' });
const provider = {
  CardFields: () => null, confirmCard: jest.fn(ok), confirmRedirect: jest.fn(ok), retrieve: jest.fn(ok), confirmSaved: jest.fn(ok), confirmSetup: jest.fn(ok), retrieveSetup: jest.fn(ok),
} as unknown as PaymentProvider & { confirmSaved: jest.Mock };
jest.mock('@/components/payments/create-provider', () => ({ createPaymentProvider: () => provider }));

const PRODUCT = '6a0f3c1e-2b4d-4e8f-9a1b-3c5d7e9f1a2b';
const plan = (n: number, name: string, priceCents: number): ActivationPlan => ({
  availabilityId: `00000000-0000-4000-8000-00000000000${n}`, catalogId: `10000000-0000-4000-8000-00000000000${n}`, name, priceCents, period: '28 days', summary: `${name} summary`,
});
const PREPAY = plan(1, '$30 Prepay Value Pack', 3000);
const POSTPAY = plan(2, '$55 Essentials Plan', 5500);
const SETUP: ActivationSetup = {
  adoption: { productId: PRODUCT, number: '021 555 0901', simIdEnd: '…6011', planType: 'prepay', fullyPaid: false, simSwap: false, replacesProductId: null, paidPlan: null, state: 'ready' },
  plans: [PREPAY],
  casualAllowed: true,
  creditCheck: false,
  payment: { voucher: true, billTo: null },
  planTypes: [
    { planType: 'prepay', plans: [PREPAY], casualAllowed: true, creditCheck: false, voucher: true },
    { planType: 'postpay', plans: [POSTPAY], casualAllowed: false, creditCheck: true, voucher: false },
    { planType: 'payg', plans: [], casualAllowed: false, creditCheck: false, voucher: true },
  ],
};
const visa: CardItem = { id: '20000000-0000-4000-8000-000000000001', brand: 'Visa', last4: '4242', expiryMonth: 11, expiryYear: 2030, isDefault: true, state: 'valid' };
const PAYMENTS = { provider: 'sandbox' } as unknown as PaymentsConfig;
const activatePath = `/api/onboarding/sims/${PRODUCT}/activate`;
const finalisePath = `/api/onboarding/sims/${PRODUCT}/finalise`;

afterEach(() => {
  mockPush.mockReset();
  provider.confirmSaved.mockClear();
});

test('the plan type: postpay chosen shows its plans and the credit check, no voucher; Activate sends the type, the plan and the card', async () => {
  const seen = fakeBff({
    'GET /api/customer/payment-methods': [{ status: 200, body: { cards: [visa] } }],
    [`POST ${activatePath}`]: [{ status: 200, body: { kind: 'postpay', clientSecret: 'pi_7_secret_q' } }],
    [`POST ${finalisePath}`]: [{ status: 200, body: { productId: PRODUCT, state: 'requested' } }],
  });
  renderIntl(<ActivateSim productId={PRODUCT} payments={PAYMENTS} initial={SETUP} />);
  const types = screen.getByRole('radiogroup', { name: "How you'll pay for your mobile" });
  expect(within(types).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['prepay', 'postpay', 'payg']);
  expect(screen.getByRole('radio', { name: /\$30 Prepay Value Pack/ })).toBeTruthy();
  expect(screen.getByRole('radio', { name: /No plan for now: casual rates/ })).toBeTruthy();

  await userEvent.click(within(types).getByRole('radio', { name: /On account \(postpay\)/ }));
  expect(screen.queryByRole('radio', { name: /\$30 Prepay Value Pack/ })).toBeNull();
  expect(screen.queryByRole('radio', { name: /casual rates/ })).toBeNull();
  expect((screen.getByRole('radio', { name: /\$55 Essentials Plan/ }) as HTMLInputElement).checked).toBe(true);
  expect(screen.getByText("We'll run a quick credit check. Your card is authorised, not charged.")).toBeTruthy();
  expect(screen.queryByRole('radio', { name: 'Voucher' })).toBeNull();
  // the SIM's facts follow the choice
  expect(within(screen.getByRole('region', { name: 'Your SIM' })).getByText('On account (postpay)')).toBeTruthy();

  await userEvent.click(await screen.findByRole('button', { name: 'Check and activate' }));
  await waitFor(() => expect(mockPush).toHaveBeenCalledWith(`/mobile-onboarding-finalise?product=${PRODUCT}`));
  // Activated (and the card authorised) exactly once.
  expect(seen.filter((c) => c.path === activatePath).map((c) => c.body)).toEqual([{
    planType: 'postpay', plan: { availabilityId: POSTPAY.availabilityId, catalogId: POSTPAY.catalogId }, payment: { type: 'cards', paymentMethodId: visa.id },
  }]);
  expect(provider.confirmSaved.mock.calls).toEqual([['pi_7_secret_q']]);
});

test("'credit check failed' is said, and the plan type and plan chosen stay", async () => {
  fakeBff({
    'GET /api/customer/payment-methods': [{ status: 200, body: { cards: [visa] } }],
    [`POST ${activatePath}`]: [{ status: 402, body: { error: { code: 'credit_check_failed', message: 'credit check failed' } } }],
  });
  renderIntl(<ActivateSim productId={PRODUCT} payments={PAYMENTS} initial={SETUP} />);
  await userEvent.click(screen.getByRole('radio', { name: /On account \(postpay\)/ }));
  await userEvent.click(await screen.findByRole('button', { name: 'Check and activate' }));
  expect(await screen.findByText(/credit check failed/i)).toBeTruthy();
  expect((screen.getByRole('radio', { name: /On account \(postpay\)/ }) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByRole('radio', { name: /\$55 Essentials Plan/ }) as HTMLInputElement).checked).toBe(true);
  expect(mockPush).not.toHaveBeenCalled();
});

test('pay as you go with no plan to choose: says so, and activates with no plan', async () => {
  const seen = fakeBff({
    'GET /api/customer/payment-methods': [{ status: 200, body: { cards: [visa] } }],
    [`POST ${activatePath}`]: [{ status: 200, body: { kind: 'payg' } }],
    [`POST ${finalisePath}`]: [{ status: 200, body: { productId: PRODUCT, state: 'requested' } }],
  });
  renderIntl(<ActivateSim productId={PRODUCT} payments={PAYMENTS} initial={SETUP} />);
  await userEvent.click(screen.getByRole('radio', { name: /Pay as you go/ }));
  expect(screen.getByText('Pay as you go: you pay for what you use, from your card.')).toBeTruthy();
  await userEvent.click(await screen.findByRole('button', { name: 'Activate' }));
  await waitFor(() => expect(mockPush).toHaveBeenCalledWith(`/mobile-onboarding-finalise?product=${PRODUCT}`));
  expect(seen.filter((c) => c.path === activatePath).map((c) => c.body)).toEqual([{ planType: 'payg', plan: null, payment: { type: 'cards', paymentMethodId: visa.id } }]);
  expect(screen.queryByText('Choose a plan.')).toBeNull();
});
