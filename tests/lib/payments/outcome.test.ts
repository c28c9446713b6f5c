import { intentIdOf, outcomeOfError, outcomeOfIntent, setupIdOf } from '@/lib/payments/outcome';

describe('payment outcomes (docs/eshop-contract.md §2)', () => {
  test('the intent id comes from the client secret', () => {
    expect(intentIdOf('pi_abc123_secret_xyz')).toBe('pi_abc123');
    expect(intentIdOf('nonsense')).toBeNull();
  });

  test('succeeded (and processing) is paid', () => {
    expect(outcomeOfIntent({ id: 'pi_1', status: 'succeeded' })).toEqual({ status: 'succeeded' });
    expect(outcomeOfIntent({ id: 'pi_1', status: 'processing' })).toEqual({ status: 'succeeded' });
    // Postpay activation: "the card is authorised, not charged" (a manual-capture intent, authorised).
    expect(outcomeOfIntent({ id: 'pi_1', status: 'requires_capture' })).toEqual({ status: 'succeeded' });
  });

  test('requires_action with a redirect is the 3-D Secure step', () => {
    const url = 'http://sandbox/v1/3ds/pi_1?client_secret=s';
    expect(outcomeOfIntent({ id: 'pi_1', status: 'requires_action', next_action: { type: 'redirect_to_url', redirect_to_url: { url, return_url: '' } } }))
      .toEqual({ status: 'requires_action', authenticate: { url } });
  });

  test('a declined card keeps the provider message and the decline code', () => {
    expect(outcomeOfIntent({
      id: 'pi_1', status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
    })).toEqual({ status: 'failed', code: 'generic_decline', message: 'Your card was declined.' });
    expect(outcomeOfIntent({ id: 'pi_1', status: 'requires_payment_method', last_payment_error: { code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' } }))
      .toEqual({ status: 'failed', code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' });
  });

  test('an error answer is a failure with its message; one over an already succeeded intent is a success', () => {
    expect(outcomeOfError({ type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' }))
      .toEqual({ status: 'failed', code: 'incorrect_number', message: 'Your card number is incorrect.' });
    expect(outcomeOfError({ code: 'payment_intent_unexpected_state', payment_intent: { id: 'pi_1', status: 'succeeded' } })).toEqual({ status: 'succeeded' });
    expect(outcomeOfError(undefined)).toEqual({ status: 'failed', code: 'payment_failed', message: '' });
  });

  test('SetupIntents (docs/account-contract.md §2.2): the id from its secret, its setup error, a setup already done', () => {
    expect(setupIdOf('seti_abc123_secret_xyz')).toBe('seti_abc123');
    expect(setupIdOf('pi_abc123_secret_xyz')).toBeNull();
    expect(outcomeOfIntent({ id: 'seti_1', status: 'succeeded' })).toEqual({ status: 'succeeded' });
    expect(outcomeOfIntent({ id: 'seti_1', status: 'requires_payment_method', last_setup_error: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' } }))
      .toEqual({ status: 'failed', code: 'insufficient_funds', message: 'Your card has insufficient funds.' });
    expect(outcomeOfError({ code: 'setup_intent_unexpected_state', setup_intent: { id: 'seti_1', status: 'succeeded' } })).toEqual({ status: 'succeeded' });
  });
});
