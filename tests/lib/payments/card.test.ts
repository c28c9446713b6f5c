import { cardProblems, formatCardNumber, formatCvc, formatExpiry, isCardComplete, isExpired, luhnValid, parseExpiry, toProviderCard } from '@/lib/payments/card';

const NOW = new Date('2026-11-23T06:00:00Z');

describe('card formatting', () => {
  test('card numbers are grouped in fours and capped at 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42')).toBe('4242 42');
    expect(formatCardNumber('4242-4242x')).toBe('4242 4242');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  test('expiry becomes MM/YY as the user types', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('12/')).toBe('12/');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('12/2999')).toBe('12/29');
  });

  test('CVC keeps 3–4 digits', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});

describe('card checks', () => {
  test('the test cards pass Luhn; a typo does not', () => {
    for (const n of ['4242424242424242', '4000000000000002', '4000002500003155', '4000000000009995']) expect(luhnValid(n)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  test('expiry is a real month; a card is good until the end of its month', () => {
    expect(parseExpiry('12/29')).toEqual({ month: 12, year: 2029 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('00/29')).toBeNull();
    expect(isExpired({ month: 11, year: 2026 }, NOW)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, NOW)).toBe(true);
    expect(isExpired({ month: 1, year: 2025 }, NOW)).toBe(true);
  });

  test('a complete good card has no problems', () => {
    const card = { number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123' };
    expect(cardProblems(card, NOW)).toEqual({});
    expect(isCardComplete(card, NOW)).toBe(true);
    expect(toProviderCard(card)).toEqual({ number: '4242424242424242', exp_month: 12, exp_year: 2029, cvc: '123' });
  });

  test('each field says what is wrong with it', () => {
    expect(cardProblems({ number: '4242', expiry: '1', cvc: '1' }, NOW)).toEqual({ number: 'number_incomplete', expiry: 'expiry_incomplete', cvc: 'cvc_incomplete' });
    expect(cardProblems({ number: '4242 4242 4242 4241', expiry: '13/29', cvc: '123' }, NOW)).toEqual({ number: 'number_invalid', expiry: 'expiry_invalid' });
    expect(cardProblems({ number: '4242 4242 4242 4242', expiry: '01/24', cvc: '123' }, NOW)).toEqual({ expiry: 'expiry_past' });
  });

  test('while typing, unfinished fields are not called incomplete, only wrong ones are flagged', () => {
    expect(cardProblems({ number: '4242', expiry: '1', cvc: '' }, NOW, true)).toEqual({});
    expect(cardProblems({ number: '4242 4242 4242 4241', expiry: '01/24', cvc: '' }, NOW, true)).toEqual({ number: 'number_invalid', expiry: 'expiry_past' });
  });
});
