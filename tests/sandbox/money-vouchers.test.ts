import { control } from './helpers';
import { freshCustomer, req } from './eshop-helpers';
import type { Who } from './card-helpers';
import { error, moneySandbox } from './money-helpers';
import { nzYearOn } from './calendar-helpers';

/** docs/money-contract.md §2.7: vouchers (check, redeem), promo codes, POST /__control/vouchers. */
const ctx = moneySandbox();

const voucherPath = (who: Who, product: string, code: string) => `/customer/${who.customer}/redeem_voucher/${product}/${code}`;
const check = (who: Who, product: string, code: string) => req(ctx.run.url, 'GET', voucherPath(who, product, code), { jwt: who.jwt });
const redeem = (who: Who, product: string, code: string) => req(ctx.run.url, 'POST', voucherPath(who, product, code), { jwt: who.jwt });
const promo = (who: Who, body: unknown) => req(ctx.run.url, 'POST', `/api/customers/v1/${who.customer}/promocode`, { jwt: who.jwt, body });
const newVoucher = async (creditCents = 2000) => (await control<{ code: string }>(ctx.run.url, 'POST', '/vouchers', { creditCents })).body.code;
/** "Balance expiry one year": the same NZ day and time a calendar year on (calendar-helpers.ts). */
const yearOn = (nanos: number) => nzYearOn(nanos / 1e6) * 1e6;

describe('vouchers', () => {
  test('the demo voucher 4000000000017 adds $20.00 once; 4000000000025 was redeemed already', async () => {
    const who = await freshCustomer(ctx.run.url, 'prepay');
    const product = await ctx.m.productOf(who, 'prepay');
    expect(await check(who, product.UUID, '4000000000025')).toMatchObject({ status: 409, body: error('Voucher has already been redeemed', 1409) });
    expect(await check(who, product.UUID, '4000000000017')).toMatchObject({ status: 200, body: { Valid: true, CreditCents: 2000 } });
    const res = await redeem(who, product.UUID, '4000000000017');
    expect(res).toMatchObject({ status: 200, body: { Attributes: { CreditCents: 2000 }, MainBalCreditCents: 3250 } });
    expect(await redeem(who, product.UUID, '4000000000017')).toMatchObject({ status: 409, body: error('Voucher has already been redeemed', 1409) });
  });

  test('prepay: credit raised, its expiry a year on, a COMPLETED Voucher transaction', async () => {
    const who = await freshCustomer(ctx.run.url, 'prepay');
    const product = await ctx.m.productOf(who, 'prepay');
    const code = await newVoucher(1500);
    expect(code).toMatch(/^\d{13}$/);
    const at = ctx.run.sandbox.clock.now() * 1e6;
    expect((await redeem(who, product.UUID, code)).body).toEqual({ Attributes: { CreditCents: 1500 }, MainBalCreditCents: 2750 });
    const after = await ctx.m.productOf(who, 'prepay');
    expect(after.MainBalCreditCents).toBe(2750);
    expect(after.CurrencyCreditExpiresAtNanos).toBeGreaterThanOrEqual(yearOn(at));
    expect(after.CurrencyCreditExpiresAtNanos).toBeLessThan(yearOn(at) + 60e9);
    const history = (await ctx.m.get<{ Transactions: { Description: string; Status: string; AmountCents: number }[] }>(who, `/v2/customer/${who.customer}/charges`)).body.Transactions;
    expect(history[0]).toMatchObject({ Description: 'Voucher', Status: 'COMPLETED', AmountCents: 1500 });
  });

  test('postpay: the balance lowered (the overdue invoice paid first), MainBalCreditCents null', async () => {
    const who = await freshCustomer(ctx.run.url, 'postpay');
    const product = await ctx.m.productOf(who, 'postpay');
    const code = await newVoucher(2000);
    expect((await redeem(who, product.UUID, code)).body).toEqual({ Attributes: { CreditCents: 2000 }, MainBalCreditCents: null });
    expect((await ctx.m.account(who)).body.Balance).toBe(2820);
    const [, overdue] = await ctx.m.allInvoices(who);
    expect(overdue?.Payments.at(-1)).toMatchObject({ ReceiptNumber: '', AmountCents: 2000, PaymentMethod: 'Voucher' });
  });

  test('refusals: not 13 digits (400), unknown (404), someone else\'s product (404), someone else\'s customer (401)', async () => {
    const who = await freshCustomer(ctx.run.url, 'prepay');
    const other = await freshCustomer(ctx.run.url, 'prepay');
    const product = (await ctx.m.productOf(who, 'prepay')).UUID;
    const theirs = (await ctx.m.productOf(other, 'prepay')).UUID;
    for (const bad of ['400000000001', '40000000000170', 'abcdefghijklm']) {
      expect(await check(who, product, bad)).toMatchObject({ status: 400, body: error('Voucher code must be 13 digits') });
      expect((await redeem(who, product, bad)).status).toBe(400);
    }
    expect(await check(who, product, '4999999999999')).toMatchObject({ status: 404, body: error('Voucher is not found', 1404) });
    expect(await redeem(who, product, '4999999999999')).toMatchObject({ status: 404, body: error('Voucher is not found', 1404) });
    const code = await newVoucher();
    expect(await check(who, theirs, code)).toMatchObject({ status: 404, body: error('Product is not found', 1404) });
    expect(await redeem(who, theirs, code)).toMatchObject({ status: 404, body: error('Product is not found', 1404) });
    expect((await req(ctx.run.url, 'POST', voucherPath(other, theirs, code), { jwt: who.jwt })).status).toBe(401);
    // Nothing was redeemed by those.
    expect((await check(other, theirs, code)).body).toEqual({ Valid: true, CreditCents: 2000 });
  });

  test('POST /__control/vouchers needs a positive whole creditCents', async () => {
    expect((await control(ctx.run.url, 'POST', '/vouchers', { creditCents: 0 })).status).toBe(400);
    expect((await control(ctx.run.url, 'POST', '/vouchers', { creditCents: 1.5 })).status).toBe(400);
    expect(await newVoucher(500)).not.toBe(await newVoucher(500));
  });
});

describe('promo codes', () => {
  test("WELCOME10: '$10 credit added' on the prepay product, once per customer", async () => {
    const who = await freshCustomer(ctx.run.url, 'prepay');
    expect(await promo(who, { Code: 'WELCOME10' })).toMatchObject({ status: 200, body: { Code: 'WELCOME10', Description: '$10 credit added' } });
    expect((await ctx.m.productOf(who, 'prepay')).MainBalCreditCents).toBe(2250);
    expect(await promo(who, { Code: 'welcome10' })).toMatchObject({ status: 409, body: error('Promo code has already been used', 1409) });
    const another = await freshCustomer(ctx.run.url, 'prepay');
    expect((await promo(another, { Code: 'WELCOME10' })).status).toBe(200);
  });

  test('postpay: the balance lowered', async () => {
    const who = await freshCustomer(ctx.run.url, 'postpay');
    expect((await promo(who, { Code: ' WELCOME10 ' })).status).toBe(200);
    expect((await ctx.m.account(who)).body.Balance).toBe(3820);
  });

  test("refusals: empty 'Code required' (400), unknown (404), someone else's customer (401), no active product (400)", async () => {
    const who = await freshCustomer(ctx.run.url, 'prepay');
    expect(await promo(who, { Code: '' })).toMatchObject({ status: 400, body: error('Code required') });
    expect(await promo(who, { Code: '   ' })).toMatchObject({ status: 400, body: error('Code required') });
    expect(await promo(who, {})).toMatchObject({ status: 400, body: error('Code required') });
    expect(await promo(who, { Code: 'NOPE' })).toMatchObject({ status: 404, body: error('Promo code is not found', 1404) });
    const other = await freshCustomer(ctx.run.url, 'prepay');
    expect((await req(ctx.run.url, 'POST', `/api/customers/v1/${other.customer}/promocode`, { jwt: who.jwt, body: { Code: 'WELCOME10' } })).status).toBe(401);
    const nobody = await freshCustomer(ctx.run.url, 'new');
    expect(await promo(nobody, { Code: 'WELCOME10' })).toMatchObject({ status: 400, body: error("You don't have an active product") });
  });
});
