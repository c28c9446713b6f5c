import { formatNzNumber } from '@/components/format/format-msisdn';
import {
  disableNeedsSecondFactor, hasMorePages, listNumberOf, msisdnOf, nzNumber, settingsFromWire, settingsToWire, shownNumber, simIdOf, simRefusal,
} from '@/lib/sim/rules';
import type { SimSettings } from '@/lib/sim/types';

/**
 * The SIM's pure rules beside the settings dependencies (docs/sim-contract.md §2, §3): numbers
 * both ways, SIM IDs, the lost-or-stolen path's second factor, paging, the settings on the wire,
 * and the upstream's refusals as our codes.
 */

describe('"Numbers: the upstream speaks MSISDNs (\'64215550101\'); the BFF answers and accepts New Zealand format (\'021 555 0101\', any spacing in)"', () => {
  it.each([
    ['021 555 0101', '64215550101'],
    ['0215550101', '64215550101'],
    ['021-555-0101', '64215550101'],
    ['(021) 555 0101', '64215550101'],
    ['+64 21 555 0101', '64215550101'],
    ['0064215550101', '64215550101'],
    ['64215550101', '64215550101'],
    ['  022 555 0712 ', '64225550712'],
    ['027 1234 5678', '642712345678'],
    ['09 300 1234', '6493001234'],
  ])('in: %s → %s', (typed, msisdn) => expect(msisdnOf(typed)).toBe(msisdn));

  it.each(['', '021', '021 555', '0021 555 0101', '021 555 0101 99999', 'abc', '+61 2 9999 9999', '021 555 01O1', '64 0215550101'])('in: %j is no NZ number', (typed) =>
    expect(msisdnOf(typed)).toBeNull());

  it.each([
    ['64215550101', '021 555 0101'],
    ['64225550712', '022 555 0712'],
    ['642712345678', '027 1234 5678'],
    ['6493001234', '09 300 1234'],
  ])('out: %s → %s, as the pages format numbers', (msisdn, shown) => {
    expect(nzNumber(msisdn)).toBe(shown);
    expect(nzNumber(msisdn)).toBe(formatNzNumber(msisdn));
  });

  it('both ways: what the BFF answers, it takes back', () => {
    for (const m of ['64215550101', '64225550739', '642712345678']) expect(msisdnOf(nzNumber(m))).toBe(m);
  });

  it('out: anything else comes back as it came', () => {
    expect(nzNumber('+61299999999')).toBe('+61299999999');
    expect(nzNumber('')).toBe('');
  });
});

describe('"MSISDN a NZ MSISDN or an international one \'+\' and 8-15 digits" (allow and block lists)', () => {
  it.each([
    ['021 555 0199', '64215550199'],
    ['+64 21 555 0199', '64215550199'],
    ['+61 2 9999 9999', '+61299999999'],
    ['+1 (415) 555-0100', '+14155550100'],
  ])('%s → %s', (typed, wire) => expect(listNumberOf(typed)).toBe(wire));

  it.each(['+61 2', '+0 1234 5678', '+1234567890123456', '61299999999x', ''])('%j is refused', (typed) => expect(listNumberOf(typed)).toBeNull());

  it('shown: NZ in national format, international as +CC…', () => {
    expect(shownNumber('64215550199')).toBe('021 555 0199');
    expect(shownNumber('+61299999999')).toBe('+61299999999');
  });
});

describe('"SIM swap: `{ simId }` (spaces allowed, 19-20 digits)"', () => {
  it.each([
    ['89640500000000009011', '89640500000000009011'],
    ['8964 0500 0000 0000 9011', '89640500000000009011'],
    ['8964-0500-0000-0000-901', '8964050000000000901'],
    [' 89640500000000009029 ', '89640500000000009029'],
  ])('%j → %s', (typed, id) => expect(simIdOf(typed)).toBe(id));

  it.each(['', '896405000000000090', '896405000000000090111', '8964050000000000901A', '8964.0500.0000.0000.9011'])('%j is not a SIM ID', (typed) =>
    expect(simIdOf(typed)).toBeNull());
});

describe('"Sensitive SIM actions need a password or an emailed authentication code" and "a lost-or-stolen path that disables the SIM in one confirmed step"', () => {
  it('disabling for a lost or stolen phone needs none; any other disable does', () => {
    expect(disableNeedsSecondFactor('lost')).toBe(false);
    expect(disableNeedsSecondFactor('stolen')).toBe(false);
    expect(disableNeedsSecondFactor('other')).toBe(true);
  });
});

describe('"POST /sim/v1/msisdn/search {…, Page 0, Amount 15}": more pages', () => {
  it.each([[0, 15, 40, true], [1, 15, 40, true], [2, 15, 40, false], [0, 15, 15, false], [0, 15, 0, false], [0, 10, 23, true], [2, 10, 23, false]])(
    'page %i of %i a page with %i in all → %s', (page, size, total, more) => expect(hasMorePages(page, size, total)).toBe(more));
});

describe('"SIM settings: CallForwarding (CFUActive, CFBActive, CFNRYActive, CFNRCActive), CallRestriction (CallWaitingEnabled, AllowCallHold), Barring (AllowIncomingCalls, AllowOutgoingCalls)"', () => {
  const ours: SimSettings = {
    forwardUnconditional: true, forwardBusy: false, forwardNoReply: true, forwardNotReachable: false,
    callWaiting: true, callHold: false, incomingCalls: true, outgoingCalls: true, forwardTo: null,
  };
  it('each field to its own and back; voicemail is \'\' on the wire', () => {
    const wire = settingsToWire(ours);
    expect(wire).toEqual({
      CallForwarding: { CFUActive: true, CFBActive: false, CFNRYActive: true, CFNRCActive: false, ForwardToMSISDN: '' },
      CallRestriction: { CallWaitingEnabled: true, AllowCallHold: false },
      Barring: { AllowIncomingCalls: true, AllowOutgoingCalls: true },
    });
    expect(settingsFromWire(wire)).toEqual(ours);
  });
  it('a forwarding number goes as the MSISDN and comes back in New Zealand format', () => {
    const wire = settingsToWire({ ...ours, forwardTo: '64215550199' });
    expect(wire.CallForwarding.ForwardToMSISDN).toBe('64215550199');
    expect(settingsFromWire(wire).forwardTo).toBe('021 555 0199');
  });
});

describe('"Generic SIM error: \'error occurred. try again later\'; swap failure: the sim_swap_error text."', () => {
  const http = (status: number, message: string) => ({ kind: 'http', status, message });
  it.each(['network', 'timeout', 'validation'])('an upstream %s is sim_error', (kind) => expect(simRefusal('settings', { kind, message: 'x' })).toEqual({ code: 'sim_error' }));
  it('a 5xx, and a refusal without a text of its own, are sim_error', () => {
    expect(simRefusal('roaming', http(503, 'Service Unavailable'))).toEqual({ code: 'sim_error' });
    expect(simRefusal('state', http(400, 'Type does not match the product'))).toEqual({ code: 'sim_error' });
  });
  it('every swap refusal is sim_swap_error, with why', () => {
    expect(simRefusal('swap', http(409, 'SIM is not pre-activated'))).toEqual({ code: 'sim_swap_error', details: { why: 'notPreActivated' } });
    expect(simRefusal('swap', http(404, 'SIM is not found'))).toEqual({ code: 'sim_swap_error', details: { why: 'unknown' } });
    expect(simRefusal('swap', http(409, 'This SIM is already yours'))).toEqual({ code: 'sim_swap_error', details: { why: 'yours' } });
    expect(simRefusal('swap', http(400, 'Something new'))).toEqual({ code: 'sim_swap_error' });
  });
  it('"Change number requires a phone number (\'No Phone Number\')", a number taken, a state already set, a full list', () => {
    expect(simRefusal('number', http(400, 'No Phone Number'))).toEqual({ code: 'no_phone_number' });
    expect(simRefusal('number', http(409, 'Phone number is not available'))).toEqual({ code: 'number_taken' });
    expect(simRefusal('state', http(409, 'SIM is already disabled'))).toEqual({ code: 'sim_already', details: { state: 'disabled' } });
    expect(simRefusal('lists', http(409, 'List is full'))).toEqual({ code: 'list_full' });
  });
  it('the upstream\'s inconsistent settings name ours', () => {
    expect(simRefusal('settings', http(400, 'Settings are inconsistent: CFBActive, CallWaitingEnabled'))).toEqual({ code: 'settings_inconsistent', details: { settings: ['forwardBusy', 'callWaiting'] } });
  });
  it('a session ended, a product not the customer\'s and a rate limit keep the usual mapping', () => {
    expect(simRefusal('settings', http(401, 'Unauthorized'))).toBe('usual');
    expect(simRefusal('swap', http(404, 'Product is not found'))).toBe('usual');
    expect(simRefusal('lists', http(404, 'Number is not on a list'))).toBe('usual');
    expect(simRefusal('roaming', http(429, 'Too many'))).toBe('usual');
  });
});
