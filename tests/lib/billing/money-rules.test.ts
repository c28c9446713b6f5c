import {
  amountRefusal, autoTopUpProblems, billAmountProblem, cycleFromUpstream, cycleToUpstream, explainInvoice, hasOverdue, hideZeroBalance, isCurrentInvoice,
  moneyGate, MONEY_TEXT, paymentErrorCode, prepayExpiry, shortfallTopUpCents, shownInvoiceStatus, spendByMonth, suggestAutoTopUpDays, topUpAmountProblem,
  voucherCodeProblem,
} from '@/lib/billing/money-rules';
import { AutoTopUpInput, BillAmountForm, dollarsToCents, PayBillInput, PromoInput, TopUpAmountForm, TopUpInput, VoucherInput } from '@/lib/billing/money-schemas';
import { SHIPPED_FLAGS, type Flags } from '@/lib/flags/shipped';
import { screenById } from '@/lib/profile/rules';

/** An instant given as New Zealand wall-clock time in November 2026 (NZDT, UTC+13). */
const nzNov = (day: number, hour = 12) => new Date(Date.UTC(2026, 10, day, hour - 13));
const DAY = 24 * 60 * 60 * 1000;
const nanos = (d: Date) => d.getTime() * 1e6;

describe('topUpAmountProblem — "Top-up amount is required; above $0.99 NZD."', () => {
  it.each([
    [undefined, MONEY_TEXT.enterAmount],
    [null, MONEY_TEXT.enterAmount],
    [Number.NaN, MONEY_TEXT.enterAmount],
    [0, 'Top-up amount must be above $0.99'],
    [99, 'Top-up amount must be above $0.99'],
    [100, null],
    [1000, null],
  ])('%p cents → %p', (cents, problem) => {
    expect(topUpAmountProblem(cents)).toBe(problem);
  });

  it('the route schema says the same: required "Please enter an amount", $0.99 refused, $1.00 taken', () => {
    const base = { paymentMethodType: 'cards' };
    expect(TopUpInput.safeParse(base).error?.issues[0]?.message).toBe('Please enter an amount');
    expect(TopUpInput.safeParse({ ...base, amountCents: 99 }).error?.issues[0]?.message).toBe('Top-up amount must be above $0.99');
    expect(TopUpInput.safeParse({ ...base, amountCents: 10.5 }).success).toBe(false);
    expect(TopUpInput.parse({ ...base, amountCents: 100 })).toEqual({ amountCents: 100, paymentMethodType: 'cards' });
  });
});

describe('shortfallTopUpCents — "Minimum charge $1.00 when charging missing balance"', () => {
  it.each([[1, 100], [50, 100], [99.2, 100], [100, 100], [101, 101], [1234.1, 1235], [0, 100], [Number.NaN, 100]])('missing %p cents → top up %p', (missing, offer) => {
    expect(shortfallTopUpCents(missing)).toBe(offer);
  });
});

describe('billAmountProblem — "$0.50 for invoice payment, any shortfall added as credit."', () => {
  it.each([[undefined, MONEY_TEXT.enterAmount], [49, 'Payment amount must be at least $0.50'], [50, null], [1_000_000, null]])('%p cents → %p', (cents, problem) => {
    expect(billAmountProblem(cents)).toBe(problem);
  });

  it('the route schema says the same and takes more than owed (credit)', () => {
    expect(PayBillInput.safeParse({ amountCents: 49, paymentMethodType: 'cards' }).error?.issues[0]?.message).toBe('Payment amount must be at least $0.50');
    expect(PayBillInput.safeParse({ amountCents: 999_999, paymentMethodType: 'cards' }).success).toBe(true);
  });
});

describe('autoTopUpProblems — "Auto top-up days 1-99, amount 1-999."', () => {
  it.each([
    [{ amountDollars: 1, days: 1 }, {}],
    [{ amountDollars: 999, days: 99 }, {}],
    [{ amountDollars: 0, days: 100 }, { amountDollars: 'Amount must be between $1 and $999', days: 'Days must be between 1 and 99' }],
    [{ amountDollars: 1000, days: 0 }, { amountDollars: 'Amount must be between $1 and $999', days: 'Days must be between 1 and 99' }],
    [{ amountDollars: 2.5, days: 30 }, { amountDollars: 'Amount must be between $1 and $999' }],
    [{ amountDollars: null, days: undefined }, { amountDollars: 'Amount must be between $1 and $999', days: 'Days must be between 1 and 99' }],
  ])('%p → %p', (v, problems) => {
    expect(autoTopUpProblems(v)).toEqual(problems);
  });

  it('the route schema checks both while turning it on, neither while turning it off', () => {
    const on = AutoTopUpInput.safeParse({ enabled: true, amountDollars: 0, days: 120 });
    expect(on.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['amountDollars', 'Amount must be between $1 and $999'], ['days', 'Days must be between 1 and 99'],
    ]);
    expect(AutoTopUpInput.safeParse({ enabled: false }).success).toBe(true);
    expect(AutoTopUpInput.parse({ enabled: true, amountDollars: 20, days: 30 })).toEqual({ enabled: true, amountDollars: 20, days: 30 });
  });
});

describe('suggestAutoTopUpDays — "Suggest the day before the next add-on renewal" (clamped 1-99)', () => {
  it('a renewal on 30 Nov seen on 1 Nov → every 28 days (the first run on 29 Nov)', () => {
    expect(suggestAutoTopUpDays(nzNov(30, 9), nzNov(1, 15))).toBe(28);
  });
  it('counts New Zealand days: a renewal at 00:30 NZDT on 3 Nov, seen at 23:00 on 1 Nov → 1', () => {
    expect(suggestAutoTopUpDays(nzNov(3, 0.5), nzNov(1, 23))).toBe(1);
  });
  it.each([
    ['tomorrow', nzNov(2), 1],
    ['in a year', new Date(nzNov(1).getTime() + 365 * DAY), 99],
  ])('a renewal %s is clamped → %i', (_label, renews, days) => {
    expect(suggestAutoTopUpDays(renews, nzNov(1))).toBe(days);
  });
  it('no renewal ahead → null', () => {
    expect(suggestAutoTopUpDays(null, nzNov(1))).toBeNull();
    expect(suggestAutoTopUpDays(nzNov(1, 8), nzNov(1, 9))).toBeNull();
  });
});

describe('prepayExpiry — "Prepay credit expiry falls back to 365 days after creation when none given; none if past."', () => {
  const now = nzNov(15);
  it('the given expiry', () => {
    expect(prepayExpiry(nanos(nzNov(30)), nanos(nzNov(1)), now)).toEqual(nzNov(30));
  });
  it('none given: 365 days after creation', () => {
    expect(prepayExpiry(0, nanos(nzNov(1)), now)).toEqual(new Date(nzNov(1).getTime() + 365 * DAY));
  });
  it('none if past (given or fallen back), or nothing to go on', () => {
    expect(prepayExpiry(nanos(nzNov(10)), nanos(nzNov(1)), now)).toBeNull();
    expect(prepayExpiry(0, nanos(new Date(now.getTime() - 400 * DAY)), now)).toBeNull();
    expect(prepayExpiry(0, 0, now)).toBeNull();
  });
});

describe('hideZeroBalance — "hide prepay balance if zero true"', () => {
  it.each([[0, true, true], [0, false, false], [1, true, false], [-5, true, false]])('%i cents, setting %p → hidden %p', (cents, setting, hidden) => {
    expect(hideZeroBalance(cents, setting)).toBe(hidden);
  });
});

describe('isCurrentInvoice and hasOverdue — "OPEN is the current period; all others count as previous. A customer with an overdue invoice is flagged as having one."', () => {
  it.each([['OPEN', true], ['DUE', false], ['OVERDUE', false], ['PAID', false], ['VOID', false]])('%s → current %p', (status, current) => {
    expect(isCurrentInvoice(status)).toBe(current);
  });
  it('flagged when one is OVERDUE', () => {
    expect(hasOverdue([{ status: 'PAID' }, { status: 'OVERDUE' }])).toBe(true);
    expect(hasOverdue([{ status: 'PAID' }, { status: 'DUE' }, { status: 'OPEN' }])).toBe(false);
  });
});

describe('shownInvoiceStatus — "Invoice statuses … OPEN, DUE, OVERDUE, PAID, VOID" as the customer reads them now', () => {
  const now = nzNov(15);
  it.each([
    ['OPEN', null, 1000, 'OPEN'],
    ['VOID', nzNov(1), 1000, 'VOID'],
    ['PAID', nzNov(1), 0, 'PAID'],
    ['DUE', nzNov(20), 1000, 'DUE'],
    ['DUE', nzNov(10), 1000, 'OVERDUE'],
    ['DUE', nzNov(10), 0, 'PAID'],
    ['OVERDUE', nzNov(10), 0, 'PAID'],
    ['OVERDUE', nzNov(10), 4820, 'OVERDUE'],
    ['due', nzNov(20), 5, 'DUE'],
    ['SOMETHING', nzNov(20), 5, 'DUE'],
  ] as const)('%s due %p remaining %i → %s', (status, due, remaining, shown) => {
    expect(shownInvoiceStatus(status, due, remaining, now)).toBe(shown);
  });
});

describe('explainInvoice — "a bill explainer on each invoice (what differs from the previous one, line by line)"', () => {
  const line = (description: string, amountCents: number) => ({ description, amountCents, date: null });
  const previous = { number: 'INV-000122', grandTotalCents: 5500, charges: [line('Plan', 4000), line('Data overage', 1000)], purchases: [line('Roaming pack', 500)] };
  const current = { grandTotalCents: 6200, charges: [line('Plan', 4000), line('Data overage', 1200), line('Data overage', 300)], purchases: [line('Movie add-on', 700)] };

  it('each line up, down, same, new or gone; lines of one description summed; the total change', () => {
    expect(explainInvoice(current, previous)).toEqual({
      previousNumber: 'INV-000122',
      totalChangeCents: 700,
      lines: [
        { description: 'Plan', previousCents: 4000, currentCents: 4000, changeCents: 0, change: 'same' },
        { description: 'Data overage', previousCents: 1000, currentCents: 1500, changeCents: 500, change: 'up' },
        { description: 'Movie add-on', previousCents: null, currentCents: 700, changeCents: 700, change: 'new' },
        { description: 'Roaming pack', previousCents: 500, currentCents: null, changeCents: -500, change: 'gone' },
      ],
    });
  });
  it('a line that went down', () => {
    const lower = { ...current, charges: [line('Plan', 3500)] };
    expect(explainInvoice(lower, previous).lines[0]).toEqual({ description: 'Plan', previousCents: 4000, currentCents: 3500, changeCents: -500, change: 'down' });
  });
  it('no previous invoice: every line is new, the change is the whole total', () => {
    const e = explainInvoice(current, null);
    expect([e.previousNumber, e.totalChangeCents, e.lines.map((l) => l.change)]).toEqual([null, 6200, ['new', 'new', 'new']]);
  });
});

describe('spendByMonth — "New Zealand operators committed to twelve months of usage and spend history"', () => {
  it('twelve New Zealand months with this one, oldest first, 0 for a month with nothing, older and later left out', () => {
    const s = spendByMonth([
      { at: nzNov(15), cents: 1000 },
      { at: nzNov(1, 0.5), cents: 500 }, // 31 Oct in UTC, 1 Nov in New Zealand
      { at: new Date(Date.UTC(2025, 11, 10)), cents: 300 },
      { at: new Date(Date.UTC(2025, 10, 10)), cents: 9999 }, // thirteen months back
      { at: new Date(Date.UTC(2026, 11, 20)), cents: 7777 }, // next month
    ], nzNov(20));
    expect(s.months.map((m) => m.month)).toEqual(['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    expect(s.months[0]).toEqual({ month: '2025-12', cents: 300 });
    expect(s.months[11]).toEqual({ month: '2026-11', cents: 1500 });
    expect(s.months.slice(1, 11).every((m) => m.cents === 0)).toBe(true);
    expect(s.totalCents).toBe(1800);
  });

  it('a month whose only bill was voided is marked voided (0, and said so); one with another bill beside it is not (issue 28)', () => {
    const s = spendByMonth([
      { at: nzNov(5), cents: 4820, voided: true },
      { at: new Date(Date.UTC(2026, 9, 10)), cents: 3000, voided: true },
      { at: new Date(Date.UTC(2026, 9, 12)), cents: 2500 },
    ], nzNov(20));
    expect(s.months[11]).toEqual({ month: '2026-11', cents: 0, voided: true });
    expect(s.months[10]).toEqual({ month: '2026-10', cents: 2500 });
    expect(s.totalCents).toBe(2500);
  });
});

describe('voucherCodeProblem — "Voucher code is 13 digits."', () => {
  it.each([['4000000000017', null], ['400000000001', MONEY_TEXT.voucherCode], ['40000000000170', MONEY_TEXT.voucherCode], ['40000000000a7', MONEY_TEXT.voucherCode], ['', MONEY_TEXT.voucherCode]])('%p → %p', (code, problem) => {
    expect(voucherCodeProblem(code)).toBe(problem);
  });
  it('the route schema drops spaces typed between groups, and says "The voucher code is 13 digits"', () => {
    expect(VoucherInput.parse({ code: '4000 0000 00017' })).toEqual({ code: '4000000000017' });
    expect(VoucherInput.safeParse({ code: '123' }).error?.issues[0]?.message).toBe('The voucher code is 13 digits');
    expect(VoucherInput.safeParse({}).error?.issues[0]?.message).toBe('The voucher code is 13 digits');
  });
  it('"Promo code needs Code." — blank is "Code required"', () => {
    expect(PromoInput.safeParse({ code: '  ' }).error?.issues[0]?.message).toBe('Code required');
    expect(PromoInput.safeParse({}).error?.issues[0]?.message).toBe('Code required');
    expect(PromoInput.parse({ code: ' WELCOME10 ' })).toEqual({ code: 'WELCOME10' });
  });
});

describe('cycleToUpstream / cycleFromUpstream — "Bill cycle: SEVEN_DAYS, TWENTY_EIGHT_DAYS, MONTHLY"; "Type (monthly or days) and Value (7 or 28 days)"', () => {
  it.each([['MONTHLY', { Type: 'monthly', Value: 0 }], ['SEVEN_DAYS', { Type: 'days', Value: 7 }], ['TWENTY_EIGHT_DAYS', { Type: 'days', Value: 28 }]] as const)('%s ⇄ %p', (cycle, upstream) => {
    expect(cycleToUpstream(cycle)).toEqual(upstream);
    expect(cycleFromUpstream(upstream)).toBe(cycle);
  });
  it('anything else reads as the default MONTHLY', () => {
    expect(cycleFromUpstream({ Type: 'days', Value: 14 })).toBe('MONTHLY');
  });
});

describe('moneyGate — the page\'s gate of the profile map: "Feature-flag guards (not-found when off)", "Postpay-only pages: billing, pay-bill. Prepay-only: top-up.", "needs an activated account type"', () => {
  const flags = (over: Partial<Flags> = {}): Flags => ({ ...SHIPPED_FLAGS, ...over }) as Flags;
  const prepay = { paymentKind: 'prepay' as const, statusLabel: 'active' };
  const postpay = { paymentKind: 'postpay' as const, statusLabel: 'active' };
  const gate = (id: string) => screenById(id)!.gate;

  it('"top-up (prepay only, activated, and not hidden by the hide-top-up setting)"', () => {
    expect(moneyGate(gate('top-up'), { flags: flags(), product: prepay })).toBe('not_found'); // hidePrepayTopUp as shipped
    expect(moneyGate(gate('top-up'), { flags: flags({ hidePrepayTopUp: false }), product: prepay })).toBeNull();
    expect(moneyGate(gate('top-up'), { flags: flags({ hidePrepayTopUp: false }), product: postpay })).toBe('you_dont_have_prepay_product');
    expect(moneyGate(gate('top-up'), { flags: flags({ hidePrepayTopUp: false }), product: { ...prepay, statusLabel: 'notActivated' } })).toBe('not_found');
  });
  it('pay-bill is postpay only', () => {
    expect(moneyGate(gate('pay-bill'), { flags: flags(), product: postpay })).toBeNull();
    expect(moneyGate(gate('pay-bill'), { flags: flags(), product: prepay })).toBe('you_dont_have_postpay_product');
    expect(moneyGate(gate('pay-bill'), { flags: flags(), product: null })).toBe('you_dont_have_postpay_product');
  });
  it('"invoices (flag), receipts (flag)": invoices off and receipts on as shipped', () => {
    expect(moneyGate(gate('invoices'), { flags: flags(), product: postpay })).toBe('not_found');
    expect(moneyGate(gate('invoices'), { flags: flags({ invoices: true }), product: postpay })).toBeNull();
    expect(moneyGate(gate('receipts'), { flags: flags(), product: prepay })).toBeNull();
    expect(moneyGate(gate('receipts'), { flags: flags({ receipts: false }), product: prepay })).toBe('not_found');
  });
  it('"redeem-voucher (needs an activated account type and the voucher flag)"; promo code the same with its own flag', () => {
    expect(moneyGate(gate('redeem-voucher'), { flags: flags(), product: postpay })).toBeNull();
    expect(moneyGate(gate('redeem-voucher'), { flags: flags({ vouchers: false }), product: prepay })).toBe('not_found');
    expect(moneyGate(gate('redeem-voucher'), { flags: flags(), product: { ...prepay, statusLabel: 'notActive' } })).toBe('not_found');
    expect(moneyGate(gate('redeem-promo-code'), { flags: flags(), product: prepay })).toBe('not_found');
    expect(moneyGate(gate('redeem-promo-code'), { flags: flags({ promoCode: true }), product: prepay })).toBeNull();
  });
});

describe('paymentErrorCode — "If the chosen payment type is not cards, the payment is rejected with the reason changePaymentType"; the payment texts', () => {
  it.each([
    [{ status: 400, message: 'Only cards can pay for this', reason: 'changePaymentType' }, 'change_payment_type'],
    [{ status: 400, message: 'No card' }, 'no_card'],
    [{ status: 404, message: 'Card is not found' }, 'card_not_found'],
    [{ status: 400, message: 'Card has expired' }, 'card_expired'],
    [{ status: 402, message: 'Spend limit is over' }, 'spend_limit_over'],
    [{ status: 402, message: 'Insufficient funds' }, 'insufficient_funds'],
    [{ status: 402, message: 'Not enough balance' }, 'not_enough_balance'],
    [{ status: 400, message: "You don't have prepay product" }, 'you_dont_have_prepay_product'],
    [{ status: 400, message: "You don't have postpay product" }, 'you_dont_have_postpay_product'],
    [{ status: 400, message: 'Something else' }, null],
    [{ status: 503, message: 'No card' }, null],
    [{ message: 'network error' }, null],
  ])('%p → %p', (e, code) => {
    expect(paymentErrorCode(e)).toBe(code);
  });
  it('the amount texts the upstream repeats are the field\'s', () => {
    expect(amountRefusal('Top-up amount must be above $0.99')).toBe('Top-up amount must be above $0.99');
    expect(amountRefusal('Payment amount must be at least $0.50')).toBe('Payment amount must be at least $0.50');
    expect(amountRefusal('No card')).toBeNull();
  });
});

describe('the pages\' dollar fields — "Amount" in dollars (10 or 10.00), sent as cents with the route\'s messages', () => {
  it.each([['10', 1000], ['10.5', 1050], ['10.05', 1005], ['$12.50', 1250], [' 0.99 ', 99], ['1.234', null], ['abc', null], ['-1', null], ['', null]])('%p → %p', (typed, cents) => {
    expect(dollarsToCents(typed)).toBe(cents);
  });
  it('top-up: empty "Please enter an amount", $0.50 refused, $10 taken', () => {
    expect(TopUpAmountForm.safeParse({ amount: '' }).error?.issues[0]?.message).toBe('Please enter an amount');
    expect(TopUpAmountForm.safeParse({ amount: '0.50' }).error?.issues[0]?.message).toBe('Top-up amount must be above $0.99');
    expect(TopUpAmountForm.parse({ amount: '10' })).toEqual({ amountCents: 1000 });
  });
  it('bill: $0.49 refused, $0.50 taken', () => {
    expect(BillAmountForm.safeParse({ amount: '0.49' }).error?.issues[0]?.message).toBe('Payment amount must be at least $0.50');
    expect(BillAmountForm.parse({ amount: '0.50' })).toEqual({ amountCents: 50 });
  });
});
