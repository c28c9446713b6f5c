import {
  cardErrorCode, cardRefusal, cardState, cardToPromote, mayPayWith, mayRemoveCard, nzClock, pageInfo, paymentDate, paymentMethodLabel, shownPaymentStatus, sortCards,
} from '@/lib/billing/rules';
import type { CardState } from '@/lib/billing/types';
import { withShownDefault } from '@/lib/location/rules';

/** An instant given as New Zealand wall-clock time in November (NZDT, UTC+13). */
const nzNov = (day: number, hour = 12) => new Date(Date.UTC(2026, 10, day, hour - 13));

describe('cardState — "An expired flag is computed from month and year"; "a card about to expire" is one in its last month (NZ time)', () => {
  it.each([
    [10, 2026, 'expired'],
    [11, 2026, 'expiring'],
    [12, 2026, 'valid'],
    [1, 2027, 'valid'],
    [12, 2025, 'expired'],
    [11, 2028, 'valid'],
  ] as const)('expiry %i/%i seen on 15 Nov 2026 → %s', (expiryMonth, expiryYear, state) => {
    expect(cardState({ expiryMonth, expiryYear }, nzNov(15))).toBe(state);
  });

  it('reads the month in New Zealand: 1 Dec 00:30 NZDT is still 30 Nov in UTC, and the November card has expired', () => {
    const dec1 = new Date(Date.UTC(2026, 10, 30, 11, 30)); // 1 Dec 2026 00:30 NZDT
    expect(dec1.getUTCMonth() + 1).toBe(11);
    expect(cardState({ expiryMonth: 11, expiryYear: 2026 }, dec1)).toBe('expired');
    expect(cardState({ expiryMonth: 12, expiryYear: 2026 }, dec1)).toBe('expiring');
  });
});

describe('mayPayWith — "a card about to expire cannot be authorized"', () => {
  it.each([
    ['valid', true, null],
    ['expiring', false, 'card_expiring'],
    ['expired', false, 'card_expired'],
  ] as const)('%s card: pays %s, refused as %s', (state, pays, refusal) => {
    expect(mayPayWith({ state })).toBe(pays);
    expect(cardRefusal(state)).toBe(refusal);
  });
});

type C = { id: string; isDefault: boolean; rank: number; state: CardState };
const card = (id: string, rank: number, state: CardState = 'valid'): C => ({ id, rank, isDefault: rank === 1, state });

describe('sortCards — "default set via Rank 1": the default first, then by Rank', () => {
  it('puts Rank 1 first and keeps the upstream order behind it', () => {
    expect(sortCards([card('c', 3), card('a', 2), card('d', 1), card('b', 5)]).map((c) => c.id)).toEqual(['d', 'a', 'c', 'b']);
  });
  it('without a Rank 1 card, Rank order alone', () => {
    expect(sortCards([card('c', 4), card('a', 2)]).map((c) => c.id)).toEqual(['a', 'c']);
  });
});

describe('cardToPromote — "When the default card is removed another becomes default once the list updates; if none has Rank 1 the first remaining card is set to default"', () => {
  it('nothing to do while a default remains', () => {
    expect(cardToPromote([card('a', 1), card('b', 2)])).toBeUndefined();
  });
  it('the first remaining valid card', () => {
    expect(cardToPromote([card('b', 2, 'expired'), card('c', 3, 'expiring'), card('d', 4), card('e', 5)])?.id).toBe('d');
  });
  it('a card about to expire when no valid card remains; never an expired one', () => {
    expect(cardToPromote([card('b', 2, 'expired'), card('c', 3, 'expiring')])?.id).toBe('c');
    expect(cardToPromote([card('b', 2, 'expired')])).toBeUndefined();
    expect(cardToPromote([])).toBeUndefined();
  });
});

describe('mayRemoveCard — "Only card cannot be removed; a route cannot be removed without another valid payment method"', () => {
  const parent = [{ routingType: 'parent' }];
  const child = [{ routingType: 'child' }];
  it('the only card stays, whatever its state, route or not', () => {
    for (const state of ['valid', 'expiring', 'expired'] as const) {
      const only = card('a', 1, state);
      expect(mayRemoveCard(only, [only], [])).toBe(false);
      expect(mayRemoveCard(only, [only], parent)).toBe(false);
    }
  });
  it('a card that pays goes when another valid card stays', () => {
    const a = card('a', 1);
    expect(mayRemoveCard(a, [a, card('b', 2)], [])).toBe(true);
    const expiring = card('m', 2, 'expiring');
    expect(mayRemoveCard(expiring, [card('v', 1), expiring], [])).toBe(true);
  });
  it('the one valid card stays when every other card has expired or is about to', () => {
    const a = card('a', 1);
    expect(mayRemoveCard(a, [a, card('b', 2, 'expired'), card('c', 3, 'expiring')], [])).toBe(false);
    expect(mayRemoveCard(a, [a, card('b', 2, 'expired')], child)).toBe(false);
  });
  it('a parent billing route is another valid payment method', () => {
    const a = card('a', 1);
    expect(mayRemoveCard(a, [a, card('b', 2, 'expired')], parent)).toBe(true);
  });
  it('an expired card goes whenever another card stays', () => {
    const old = card('x', 2, 'expired');
    expect(mayRemoveCard(old, [card('e', 1, 'expiring'), old], [])).toBe(true);
  });
});

describe('cardErrorCode — the upstream\'s card refusals ("Card removal fails if not found"; "Only card cannot be removed")', () => {
  it.each([
    [404, 'Card is not found', 'card_not_found'],
    [404, 'page not found', 'card_not_found'],
    [400, 'Only card cannot be removed', 'only_card'],
    [400, 'Card has expired', 'card_expired'],
    [400, 'Rank must be 1', null],
    [503, 'Card is not found', null],
    [undefined, 'network error', null],
  ] as const)('%s %j → %s', (status, message, code) => {
    expect(cardErrorCode({ status, message })).toBe(code);
  });
});

describe('shownPaymentStatus — "Payment history status shown to the user"', () => {
  // "REFUNDED and PARTIALLY REFUNDED = REFUNDED; COMPLETED; NEEDS AUTHORIZATION = OTHERS; FAILED; DECLINED and CANCELLED = DECLINED;
  //  PAYMENT METHOD REQUIRED, PAYMENT METHOD INVALID, PAYMENT METHOD EXPIRED and NO FUNDS = ACTION REQ; PENDING; anything else = UNKNOWN."
  it.each([
    ['REFUNDED', 'REFUNDED'],
    ['PARTIALLY REFUNDED', 'REFUNDED'],
    ['COMPLETED', 'COMPLETED'],
    ['NEEDS AUTHORIZATION', 'OTHERS'],
    ['FAILED', 'FAILED'],
    ['DECLINED', 'DECLINED'],
    ['CANCELLED', 'DECLINED'],
    ['PAYMENT METHOD REQUIRED', 'ACTION REQ'],
    ['PAYMENT METHOD INVALID', 'ACTION REQ'],
    ['PAYMENT METHOD EXPIRED', 'ACTION REQ'],
    ['NO FUNDS', 'ACTION REQ'],
    ['PENDING', 'PENDING'],
    ['DISPUTED', 'UNKNOWN'],
    ['', 'UNKNOWN'],
    ['completed', 'COMPLETED'],
    ['  partially   refunded ', 'REFUNDED'],
  ] as const)('%j → %s', (upstream, shown) => {
    expect(shownPaymentStatus(upstream)).toBe(shown);
  });
});

describe("paymentDate — dates as 'DD MMM YYYY @ HH:mm' in New Zealand time", () => {
  const nanos = (d: Date) => d.getTime() * 1e6;
  it('NZDT (UTC+13) in summer, with leading zeros', () => {
    expect(paymentDate(nanos(new Date(Date.UTC(2026, 10, 3, 1, 5))))).toBe('03 Nov 2026 @ 14:05');
  });
  it('NZST (UTC+12) in winter; the NZ day even when UTC is still on the day before', () => {
    expect(paymentDate(nanos(new Date(Date.UTC(2026, 5, 30, 13, 0))))).toBe('01 Jul 2026 @ 01:00');
  });
  it('midnight is 00:00 and September is Sep', () => {
    expect(paymentDate(nanos(new Date(Date.UTC(2026, 8, 14, 12, 0))))).toBe('15 Sep 2026 @ 00:00');
    expect(nzClock(new Date(Date.UTC(2026, 8, 14, 12, 0)))).toEqual({ year: 2026, month: 9, day: 15, hour: 0, minute: 0 });
  });
});

describe('payment rows and pages', () => {
  it("names the card as 'Visa •••• 4242', or nothing when the upstream names none", () => {
    expect(paymentMethodLabel('Visa', '4242')).toBe('Visa •••• 4242');
    expect(paymentMethodLabel('', '4444')).toBe('•••• 4444');
    expect(paymentMethodLabel('Visa', '')).toBe('');
  });
  it('"payment history 14" a page: the totals from the upstream, pages counted when it gives none', () => {
    expect(pageInfo(3, 14, 31)).toEqual({ page: 3, pageSize: 14, totalItems: 31, totalPages: 3 });
    expect(pageInfo(1, 14, 0)).toEqual({ page: 1, pageSize: 14, totalItems: 0, totalPages: 0 });
    expect(pageInfo(2, 14, 28, 2)).toEqual({ page: 2, pageSize: 14, totalItems: 28, totalPages: 2 });
  });
});

describe('withShownDefault — deleting the Rank 1 address "leaves the rest as they are (the first of them shows as default)"', () => {
  const a = (id: string, isDefault = false) => ({ id, isDefault });
  it('the first of a list without a default shows as default; a list with one is kept', () => {
    expect(withShownDefault([a('b'), a('c')])).toEqual([a('b', true), a('c')]);
    expect(withShownDefault([a('x', true), a('c')])).toEqual([a('x', true), a('c')]);
    expect(withShownDefault([])).toEqual([]);
  });
});
