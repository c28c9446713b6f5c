import { ActivateInput, AdoptInput } from '@/lib/onboarding/schemas';

const paths = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) => (r.error?.issues ?? []).map((i) => i.path.join('.'));

describe('POST /api/onboarding/adopt input (docs/onboarding-contract.md §3.1)', () => {
  it('"{ by: \'sms\', simId?, number?, code? } (exactly one of simId, number)": the SIM ID to its digits, the number to its MSISDN', () => {
    expect(AdoptInput.parse({ by: 'sms', simId: '8964 0500 0000 0001 6011' })).toEqual({ by: 'sms', simId: '89640500000000016011' });
    expect(AdoptInput.parse({ by: 'sms', number: '021 555 0901', code: '123456' })).toEqual({ by: 'sms', number: '64215550901', code: '123456' });
    expect(paths(AdoptInput.safeParse({ by: 'sms' }))).toEqual(['simId']);
    expect(paths(AdoptInput.safeParse({ by: 'sms', simId: '89640500000000016011', number: '021 555 0901' }))).toEqual(['number']);
    expect(paths(AdoptInput.safeParse({ by: 'sms', simId: '123' }))).toEqual(['simId']);
    expect(paths(AdoptInput.safeParse({ by: 'sms', number: '021 555 0901', code: '12345' }))).toEqual(['code']);
  });

  it('"{ by: \'token\', token } | { by: \'ip\' }"', () => {
    expect(AdoptInput.parse({ by: 'token', token: '8f1d6c3e-5b7a-4e2f-9c41-0a6b2d9e1601' })).toEqual({ by: 'token', token: '8f1d6c3e-5b7a-4e2f-9c41-0a6b2d9e1601' });
    expect(paths(AdoptInput.safeParse({ by: 'token', token: 'x' }))).toEqual(['token']);
    expect(AdoptInput.parse({ by: 'ip', clientIp: '100.64.16.86' })).toEqual({ by: 'ip' });
    expect(AdoptInput.safeParse({ by: 'email' }).success).toBe(false);
  });
});

describe('POST /api/onboarding/sims/{productId}/activate input', () => {
  it('"{ planType?, plan: { availabilityId, catalogId } | null, payment: PaymentChoice | null, porting?: PortingInput }"', () => {
    const ok = ActivateInput.parse({
      plan: { availabilityId: 'a-1', catalogId: 'c-1' }, payment: { type: 'cards', paymentMethodId: 'pm_1' },
      porting: { number: '027 555 0950', carrier: 'Spark', accountNumber: '', priorSimId: '', name: 'Ana Smith' },
    });
    expect(ok.porting?.number).toBe('64275550950');
    expect(ActivateInput.parse({ plan: null, payment: { type: 'voucher', code: '1234567890123' } }).payment).toEqual({ type: 'voucher', code: '1234567890123' });
    expect(paths(ActivateInput.safeParse({ plan: null, payment: { type: 'voucher', code: '123' } }))).toEqual(['payment.code']);
    expect(paths(ActivateInput.safeParse({ payment: null }))).toEqual(['plan']);
    expect(paths(ActivateInput.safeParse({ plan: null, payment: null, planType: 'broadband' }))).toEqual(['planType']);
  });
});
