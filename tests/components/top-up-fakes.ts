import type { CardItem, CardList } from '@/lib/billing/types';
import type { PaymentOutcome, PaymentProvider } from '@/lib/payments/types';
import type { Answer } from './payment-bff';

/** Shared by the pay pages' component tests (issue 12): a saved card, its list, and a payment provider that succeeds. */
export const visa: CardItem = { id: 'c-visa', brand: 'Visa', last4: '4242', expiryMonth: 11, expiryYear: 2030, isDefault: true, state: 'valid' };
export const cardsAnswer: Answer = { status: 200, body: { cards: [visa] } satisfies CardList };

export function fakeProvider(): PaymentProvider & Record<'confirmSaved', jest.Mock> {
  const ok = async (): Promise<PaymentOutcome> => ({ status: 'succeeded' });
  return {
    CardFields: () => null,
    confirmCard: jest.fn(ok),
    confirmRedirect: jest.fn(ok),
    retrieve: jest.fn(ok),
    confirmSaved: jest.fn(ok),
    confirmSetup: jest.fn(ok),
    retrieveSetup: jest.fn(ok),
  } as PaymentProvider & Record<'confirmSaved', jest.Mock>;
}

export const SANDBOX_PAYMENTS = { provider: 'sandbox', publishableKey: 'pk_test_sandbox', apiBase: 'http://sandbox.test' } as const;
export const bffError = (status: number, code: string, message: string, details?: unknown): Answer => ({ status, body: { error: { code, message, ...(details === undefined ? {} : { details }) } } });
