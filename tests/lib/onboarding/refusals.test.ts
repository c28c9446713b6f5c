import { activationRefusal, adoptionRefusal, awaitsActivation, maskedNumberOf, simIdEnd } from '@/lib/onboarding/rules';

describe('Onboarding refusals (portal-shop-onboarding.md §8 "Other errors", docs/onboarding-contract.md §2.1, §3.1)', () => {
  it('"Errors TOKEN_ERROR, NO_SERVICE, CANT_ADOPT_BY_IP, no_customer_UUID, \'phone number or SIM ID not found\', \'already active service\'"', () => {
    expect(adoptionRefusal({ status: 400, message: 'TOKEN_ERROR' })).toBe('token_error');
    expect(adoptionRefusal({ status: 404, message: 'TOKEN_ERROR' })).toBe('token_error');
    expect(adoptionRefusal({ status: 409, message: 'NO_SERVICE' })).toBe('no_service');
    expect(adoptionRefusal({ status: 404, message: 'CANT_ADOPT_BY_IP' })).toBe('cant_adopt_by_ip');
    expect(adoptionRefusal({ status: 400, message: 'no_customer_UUID' })).toBe('no_customer_uuid');
    expect(adoptionRefusal({ status: 404, message: 'phone number or SIM ID not found' })).toBe('sim_not_found');
    expect(adoptionRefusal({ status: 409, errNumber: 4092, message: 'already active service' })).toBe('service_already_active');
  });

  it('"the SIM owned by another customer → 409 \'This SIM is already associated with another account\' (err_number 4091)"', () => {
    expect(adoptionRefusal({ status: 409, errNumber: 4091, message: 'This SIM is already associated with another account' })).toBe('sim_associated');
    expect(adoptionRefusal({ status: 409, errNumber: 4091, message: 'something else' })).toBe('sim_associated');
  });

  it('"expired → 410 \'your activation link expired\'"; the SMS code\'s wrong, used-up and too-soon answers', () => {
    expect(adoptionRefusal({ status: 410, message: 'your activation link expired' })).toBe('activation_link_expired');
    expect(adoptionRefusal({ status: 400, message: 'the verification code is incorrect' })).toBe('verification_code_incorrect');
    expect(adoptionRefusal({ status: 400, message: 'Ask for a new code' })).toBe('code_expired');
    expect(adoptionRefusal({ status: 429, message: 'Please wait before asking for another code' })).toBe('rate_limited');
    expect(adoptionRefusal({ status: 409, message: 'This link has not expired' })).toBe('link_not_expired');
  });

  it('anything else is not ours to name (the usual mapping answers it)', () => {
    expect(adoptionRefusal({ status: 400, message: 'Card is not found' })).toBeNull();
    expect(adoptionRefusal({ status: 404, message: 'Product is not found' })).toBeNull();
  });

  it('"credit check failed", "card authorization error" and the voucher\'s balance are named; other activation refusals are the general text', () => {
    expect(activationRefusal({ status: 402, message: 'credit check failed' })).toBe('credit_check_failed');
    expect(activationRefusal({ status: 402, message: 'card authorization error' })).toBe('card_authorization_error');
    expect(activationRefusal({ status: 402, message: 'Not enough balance' })).toBe('not_enough_balance');
    expect(activationRefusal({ status: 402, message: 'Payment is pending' })).toBe('payment_pending');
    expect(activationRefusal({ status: 409, message: 'Credit check needed' })).toBeNull();
  });
});

describe('What the onboarding shows of a SIM', () => {
  it('"the customer\'s products not yet active or activating (status below 4, or an activation in progress)"', () => {
    expect(awaitsActivation({ status: 2, billingReference: '', addons: 0 })).toBe(true);
    expect(awaitsActivation({ status: 1, billingReference: '', addons: 0 })).toBe(true);
    // active, its add-ons not there yet: still activating
    expect(awaitsActivation({ status: 4, billingReference: 'prepay:1', addons: 0 })).toBe(true);
    expect(awaitsActivation({ status: 4, billingReference: 'prepay:1', addons: 1 })).toBe(false);
    expect(awaitsActivation({ status: 5, billingReference: 'prepay:1', addons: 1 })).toBe(false);
    expect(awaitsActivation({ billingReference: '', addons: 0 })).toBe(false);
  });

  it('"SIM ID, last 4 digits shown: \'…9011\'"', () => {
    expect(simIdEnd('89640500000000016011')).toBe('…6011');
    expect(simIdEnd('')).toBe('');
  });

  it('the upstream\'s masked MSISDN ("MSISDN (masked \'6421*****901\')") reads as \'021 *** *901\'; an unmasked one is masked', () => {
    expect(maskedNumberOf('6421*****901')).toBe('021 *** *901');
    expect(maskedNumberOf('6421****901')).toBe('021 *** *901');
    expect(maskedNumberOf('64215550906')).toBe('021 *** *906');
    expect(maskedNumberOf('not a number')).toBe('not a number');
  });
});
