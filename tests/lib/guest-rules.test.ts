import {
  LOOKUP_FAILURE_TEXT, lookupFailure, lookupKind, lookupLooksValid, maskMobile, maskName, mobileMsisdn, normaliseLookup, purchaseStatus, validateVerdict,
} from '@/lib/guest/rules';
import en from '@/messages/en.json';
import mi from '@/messages/mi-NZ.json';

/** account-management.md §5 "Guest lookup", §8 "Guest"; portal-shop-onboarding.md §5 "Anonymous recharge". */

describe('which message for which lookup', () => {
  it('"not_valid_mobile_number if a mobile number was given; not_valid_invoice_number if the lookup ID starts with INV; not_valid_account_number for other lookups; else \'Provided data is not valid\'"', () => {
    expect(lookupFailure({ msisdn: '0215550101' })).toBe('notValidMobileNumber');
    expect(lookupFailure({ lookupId: 'INV-000123' })).toBe('notValidInvoiceNumber');
    expect(lookupFailure({ lookupId: 'inv-9' })).toBe('notValidInvoiceNumber');
    expect(lookupFailure({ lookupId: '50010002' })).toBe('notValidAccountNumber');
    expect(lookupFailure({})).toBe('providedDataNotValid');
    expect(lookupFailure({ msisdn: '  ', lookupId: '' })).toBe('providedDataNotValid');
  });

  it('"Anonymous messages: \'Sorry, that\'s not a valid Mobile number\', \'Invoice number\', \'Account number\'" in en, each translated in mi-NZ', () => {
    expect(LOOKUP_FAILURE_TEXT.notValidMobileNumber).toBe("Sorry, that's not a valid Mobile number");
    expect(LOOKUP_FAILURE_TEXT.notValidInvoiceNumber).toBe("Sorry, that's not a valid Invoice number");
    expect(LOOKUP_FAILURE_TEXT.notValidAccountNumber).toBe("Sorry, that's not a valid Account number");
    expect(LOOKUP_FAILURE_TEXT.providedDataNotValid).toBe('Provided data is not valid');
    expect(LOOKUP_FAILURE_TEXT.noData).toBe('No Data');
    for (const [key, text] of Object.entries(LOOKUP_FAILURE_TEXT)) {
      expect(en.guest.errors[key as keyof typeof en.guest.errors]).toBe(text);
      expect(mi.guest.errors[key as keyof typeof mi.guest.errors]).not.toBe(text);
    }
  });
});

describe('the lookup\'s verdict', () => {
  it('"Guest lookup fails when the server says not valid or gives no response token"', () => {
    expect(validateVerdict({ Valid: false }, { msisdn: '0215550101' })).toEqual({ ok: false, failure: 'notValidMobileNumber' });
    expect(validateVerdict({ Valid: true }, { lookupId: 'INV-1' })).toEqual({ ok: false, failure: 'notValidInvoiceNumber' });
    expect(validateVerdict({ Valid: true, ResponseToken: ' ' }, { lookupId: '123456' })).toEqual({ ok: false, failure: 'notValidAccountNumber' });
    expect(validateVerdict({ Valid: true, ResponseToken: 'grt_abc' }, { msisdn: '0215550101' })).toEqual({ ok: true, token: 'grt_abc' });
  });

  it('"Guest: messages as in validation; \'No Data\' when the response is empty."', () => {
    expect(validateVerdict(null, { msisdn: '0215550101' })).toEqual({ ok: false, failure: 'noData' });
    expect(validateVerdict(undefined, { lookupId: 'INV-1' })).toEqual({ ok: false, failure: 'noData' });
    expect(validateVerdict({}, { lookupId: 'INV-1' })).toEqual({ ok: false, failure: 'noData' });
  });
});

describe('the lookup kind from the typed value', () => {
  it('"Only numbers on the operator\'s own platform can be recharged": /recharge looks up a mobile number, whatever is typed', () => {
    expect(lookupKind('recharge', '021 555 0101')).toBe('mobile');
    expect(lookupKind('recharge', 'INV-000001')).toBe('mobile');
  });

  it('"the pay-bill input accepts an account or invoice number": INV… is an invoice, anything else an account', () => {
    expect(lookupKind('pay-bill', 'INV-000123')).toBe('invoice');
    expect(lookupKind('pay-bill', ' inv-000123')).toBe('invoice');
    expect(lookupKind('pay-bill', '50010002')).toBe('account');
  });

  it('normalises what is sent upstream and checks its form', () => {
    expect(mobileMsisdn('021 555 0101')).toBe('64215550101');
    expect(mobileMsisdn('+64 21 555 0101')).toBe('64215550101');
    expect(mobileMsisdn('09 555 0101')).toBeNull();
    expect(normaliseLookup('mobile', '021-555-0101')).toBe('64215550101');
    expect(normaliseLookup('invoice', ' inv-000123 ')).toBe('INV-000123');
    expect(normaliseLookup('account', '5001 0002')).toBe('50010002');
    expect(lookupLooksValid('mobile', 'hello')).toBe(false);
    expect(lookupLooksValid('invoice', 'INV-000123')).toBe(true);
    expect(lookupLooksValid('invoice', 'INV-abc')).toBe(false);
    expect(lookupLooksValid('account', '12')).toBe(false);
    expect(lookupLooksValid('account', '50010002')).toBe(true);
  });
});

describe('what a guest may see', () => {
  it('"nothing about the account beyond the masked name and the amount due is shown to a guest": initials and three stars, whatever the length', () => {
    expect(maskName('Aroha Ngata')).toBe('A*** N***');
    expect(maskName('  james   wilson ')).toBe('J*** W***');
    expect(maskName('Mei')).toBe('M***');
    expect(maskName('')).toBe('');
  });

  it('the number looked up, its middle hidden', () => {
    expect(maskMobile('64215550101')).toBe('021 *** 0101');
  });

  it('GET /guest/purchases "returns Status": PENDING until final', () => {
    expect(['COMPLETED', 'FAILED', 'PENDING', ''].map(purchaseStatus)).toEqual(['completed', 'failed', 'pending', 'pending']);
  });
});
