import { numberAttributes, numberFieldRefused } from '@/lib/eshop/rules';
import { portingMsisdn } from '@/lib/porting/rules';
import { PortingInputSchema } from '@/lib/porting/schemas';

describe('The number brought in (docs/onboarding-contract.md §3.2)', () => {
  it('"The number must be a New Zealand mobile number (else 422 on the field)"', () => {
    expect(portingMsisdn('027 555 0950')).toBe('64275550950');
    expect(portingMsisdn('+64 27 555 0950')).toBe('64275550950');
    expect(portingMsisdn('64215550951')).toBe('64215550951');
    expect(portingMsisdn('021-555-0951')).toBe('64215550951');
    // a landline, too short, another country
    expect(portingMsisdn('09 555 0950')).toBeNull();
    expect(portingMsisdn('027 555')).toBeNull();
    expect(portingMsisdn('+61 412 345 678')).toBeNull();
  });

  it('"name 1-100 characters; account number up to 30; prior SIM ID empty or parseSimId"', () => {
    const ok = PortingInputSchema.safeParse({ number: '027 555 0950', carrier: 'Spark', accountNumber: '', priorSimId: '8964 0500 0000 0001 6011', name: 'Ana Smith' });
    expect(ok.success && ok.data).toEqual({ number: '64275550950', carrier: 'Spark', accountNumber: '', priorSimId: '89640500000000016011', name: 'Ana Smith' });
    const bad = PortingInputSchema.safeParse({ number: '09 555 0950', carrier: 'Spark', accountNumber: 'x'.repeat(31), priorSimId: '123', name: '' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['accountNumber', 'name', 'number', 'priorSimId']);
    expect(PortingInputSchema.safeParse({ number: '027 555 0950', carrier: 'Spark', name: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('At checkout (issue 16 item 4: "the porting attributes and number pre-selection behind their flags (off as shipped)")', () => {
  const port = { number: '64275550950', carrier: 'Spark', accountNumber: 'A-1', priorSimId: '', name: 'Ana Smith', type: 'prepay' as const };

  it('a port → the Porting*LSP attributes; a chosen number → PreSelectedMSISDN', () => {
    expect(numberAttributes({ porting: port })).toEqual({
      PortingOverMSISDN: '64275550950', PortingCarrierLSP: 'Spark', PortingAccountLSP: 'A-1', PortingNametagLSP: 'Ana Smith', PortingPriorSIMID: '', PortingOverMSISDNType: 'prepay',
    });
    expect(numberAttributes({ preselectedNumber: '64215550960' })).toEqual({ PreSelectedMSISDN: '64215550960' });
    expect(numberAttributes({})).toEqual({});
  });

  it('"With the flag off those fields are refused (422 bad_input on the field), never silently dropped"', () => {
    const off = { porting: false, numberPreselection: false };
    const on = { porting: true, numberPreselection: true };
    expect(numberFieldRefused(off, { porting: port })).toBe('porting');
    expect(numberFieldRefused(off, { preselectedNumber: '64215550960' })).toBe('preselectedNumber');
    expect(numberFieldRefused(off, {})).toBeNull();
    expect(numberFieldRefused(on, { porting: port })).toBeNull();
    expect(numberFieldRefused(on, { preselectedNumber: '64215550960' })).toBeNull();
    // one number per SIM
    expect(numberFieldRefused(on, { porting: port, preselectedNumber: '64215550960' })).toBe('preselectedNumber');
  });
});
