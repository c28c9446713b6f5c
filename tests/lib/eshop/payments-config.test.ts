import { paymentsConfigFrom } from '@/lib/payments/config';
import { parseEnv } from '@/lib/flags/env';

describe('getPaymentsConfig — docs/eshop-contract.md §4', () => {
  test('STRIPE_PUBLISHABLE_KEY set → stripe', () => {
    expect(paymentsConfigFrom({ STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', SANDBOX_URL: 'http://127.0.0.1:4010' })).toEqual({ provider: 'stripe', publishableKey: 'pk_test_abc' });
  });
  test('on the sandbox → sandbox with apiBase = SANDBOX_PUBLIC_URL ?? SANDBOX_URL', () => {
    expect(paymentsConfigFrom({ SANDBOX_URL: 'http://127.0.0.1:4010/' })).toEqual({ provider: 'sandbox', publishableKey: 'pk_test_sandbox', apiBase: 'http://127.0.0.1:4010' });
    expect(paymentsConfigFrom({ SANDBOX_URL: 'http://127.0.0.1:4010', SANDBOX_PUBLIC_URL: 'https://sandbox.example.nz' })).toMatchObject({ apiBase: 'https://sandbox.example.nz' });
  });
  test('an accounts upstream that is the sandbox itself (a second instance on one sandbox) → sandbox', () => {
    expect(paymentsConfigFrom({ UPSTREAM_ACCOUNTS_URL: 'http://127.0.0.1:4010/', SANDBOX_URL: 'http://127.0.0.1:4010' })).toMatchObject({ provider: 'sandbox', apiBase: 'http://127.0.0.1:4010' });
  });
  test('a real upstream without a Stripe key → none (checkout says \'payment method setup error\')', () => {
    expect(paymentsConfigFrom({ UPSTREAM_ACCOUNTS_URL: 'https://api.example.nz', SANDBOX_URL: 'http://127.0.0.1:4010' })).toEqual({ provider: 'none' });
    expect(paymentsConfigFrom({})).toEqual({ provider: 'none' });
  });
  test('the env validation knows the new variables', () => {
    expect(parseEnv({ NODE_ENV: 'test', STRIPE_PUBLISHABLE_KEY: 'pk_live_123', SANDBOX_PUBLIC_URL: 'https://s.example.nz' })).toMatchObject({ STRIPE_PUBLISHABLE_KEY: 'pk_live_123' });
    expect(() => parseEnv({ NODE_ENV: 'test', STRIPE_PUBLISHABLE_KEY: 'sk_live_secret' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
  });
});
