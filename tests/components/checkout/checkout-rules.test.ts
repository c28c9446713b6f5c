import { addressBody, bnplReturnUrl, failedReturnPath, failureText, missingAddressFields, missingContactFields } from '@/components/checkout/checkout-rules';

describe('checkout rules', () => {
  test('§5 "Delivery address needs at least street, city and postcode"', () => {
    expect(missingAddressFields({ street: ' ', suburb: 'Te Aro', city: '', postcode: '6011' })).toEqual(['street', 'city']);
    expect(missingAddressFields({ street: '1 Queen St', suburb: '', city: 'Auckland', postcode: '1010' })).toEqual([]);
  });

  test('contact needs email, name and phone ("please enter")', () => {
    expect(missingContactFields({ email: 'a@b.nz', name: '', phone: ' ' })).toEqual(['name', 'phone']);
  });

  test('the address goes as a saved UUID or as typed fields', () => {
    const typed = { street: ' 1 Queen St ', suburb: '', city: 'Auckland', postcode: '1010', locationProvider: 'nzpost', locationProviderIdx: '42' };
    expect(addressBody('addr-1', typed)).toEqual({ addressUuid: 'addr-1' });
    expect(addressBody(null, typed)).toEqual({ lines: ['1 Queen St'], city: 'Auckland', postcode: '1010', locationProvider: 'nzpost', locationProviderIdx: '42' });
    expect(addressBody(null, { ...typed, suburb: 'CBD', locationProvider: undefined })).toEqual({ lines: ['1 Queen St'], suburb: 'CBD', city: 'Auckland', postcode: '1010' });
  });

  test('a failure shows the provider message, else ours for the code', () => {
    expect(failureText({ status: 'failed', code: 'generic_decline', message: 'Your card was declined.' })).toEqual({ message: 'Your card was declined.', key: null });
    expect(failureText({ status: 'failed', code: 'network_error', message: '' }).key).toBe('network');
    expect(failureText({ status: 'failed', code: 'error_by_stripe_loading', message: '' }).key).toBe('error_by_stripe_loading');
    expect(failureText({ status: 'failed', code: 'canceled', message: '' }).key).toBe('processing');
  });

  test('BNPL return: "query broadband=true, and service_type=ufb for fibre"; a failed one goes to that flow\'s checkout', () => {
    expect(bnplReturnUrl('https://shop.example')).toBe('https://shop.example/eshop/bnpl-Return');
    expect(bnplReturnUrl('https://shop.example', { serviceType: 'ufb' })).toBe('https://shop.example/eshop/bnpl-Return?broadband=true&service_type=ufb');
    expect(failedReturnPath({})).toBe('/eshop/checkout?redirect_status=failed');
    expect(failedReturnPath({ broadband: 'true', service_type: 'ufb' })).toBe('/eshop/checkout-ufb?redirect_status=failed');
    expect(failedReturnPath({ broadband: 'true', service_type: 'fwa' })).toBe('/eshop/checkout-fwa?redirect_status=failed');
  });
});
