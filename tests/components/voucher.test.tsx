/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PromoRedeem } from '@/app/[locale]/profile/(area)/redeem-promo-code/_components/promo-form';
import { VoucherRedeem } from '@/app/[locale]/profile/(area)/redeem-voucher/_components/voucher-form';
import { renderIntl } from '../support/render-intl';
import { fakeBff } from './payment-bff';
import { bffError } from './top-up-fakes';

/**
 * Vouchers and promo codes (docs/money-contract.md §4; issue 12 item 6): "Voucher code is 13
 * digits"; check, then redeem; 'Redemption check Error' / 'Redemption Error' with the reason
 * beneath, the code kept; "Promo code needs Code".
 */

const codeField = () => screen.getByRole('textbox', { name: /^Voucher code/ }) as HTMLInputElement;

test('check then redeem: "This voucher adds $20.00", "Redeem $20.00", then "$20.00 added. Your balance is now $32.50"', async () => {
  const seen = fakeBff({
    'POST /api/customer/vouchers/check': [{ status: 200, body: { code: '4000000000017', creditCents: 2000 } }],
    'POST /api/customer/vouchers/redeem': [{ status: 200, body: { code: '4000000000017', creditCents: 2000, balanceCents: 3250 } }],
  });
  renderIntl(<VoucherRedeem />);
  await userEvent.type(codeField(), '4000 0000 00017');
  await userEvent.click(screen.getByRole('button', { name: 'Check voucher' }));
  expect(await screen.findByText('This voucher adds $20.00')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Redeem $20.00' }));
  expect(await screen.findByText('$20.00 added. Your balance is now $32.50')).toBeTruthy();
  expect(seen.map((r) => [r.path, r.body])).toEqual([
    ['/api/customer/vouchers/check', { code: '4000000000017' }],
    ['/api/customer/vouchers/redeem', { code: '4000000000017' }],
  ]);
  expect(screen.queryByRole('button', { name: /^Redeem/ })).toBeNull();
});

test('"Voucher code is 13 digits": a short code is refused on the field, nothing sent', async () => {
  const seen = fakeBff({});
  renderIntl(<VoucherRedeem />);
  await userEvent.type(codeField(), '12345');
  await userEvent.click(screen.getByRole('button', { name: 'Check voucher' }));
  expect(await screen.findByText('The voucher code is 13 digits')).toBeTruthy();
  expect(seen).toEqual([]);
});

test('an already redeemed voucher: \'Redemption check Error\' with the reason beneath; the code stays as typed', async () => {
  fakeBff({ 'POST /api/customer/vouchers/check': [bffError(400, 'voucher_check_failed', 'Redemption check Error', { reason: 'Voucher has already been redeemed' })] });
  renderIntl(<VoucherRedeem />);
  await userEvent.type(codeField(), '4000000000025');
  await userEvent.click(screen.getByRole('button', { name: 'Check voucher' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe('Redemption check ErrorVoucher has already been redeemed');
  expect(codeField().value).toBe('4000000000025');
});

test('refused at redemption: \'Redemption Error\' with the reason; a changed code needs a new check', async () => {
  fakeBff({
    'POST /api/customer/vouchers/check': [{ status: 200, body: { code: '4000000000017', creditCents: 2000 } }],
    'POST /api/customer/vouchers/redeem': [bffError(400, 'voucher_redeem_failed', 'Redemption Error', { reason: 'Voucher has already been redeemed' })],
  });
  renderIntl(<VoucherRedeem />);
  await userEvent.type(codeField(), '4000000000017');
  await userEvent.click(screen.getByRole('button', { name: 'Check voucher' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Redeem $20.00' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Redemption ErrorVoucher has already been redeemed');
  await userEvent.type(codeField(), '9');
  expect(screen.queryByRole('button', { name: 'Redeem $20.00' })).toBeNull();
});

test('promo code: "Code required" on the field; applied, its description; refused, the upstream\'s reason', async () => {
  const seen = fakeBff({
    'POST /api/customer/promo-code': [
      { status: 200, body: { code: 'WELCOME10', description: '$10 credit added' } },
      bffError(400, 'promo_failed', 'Promo code has already been used', { reason: 'Promo code has already been used' }),
    ],
  });
  renderIntl(<PromoRedeem />);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('Code required')).toBeTruthy();
  expect(seen).toEqual([]);
  await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'WELCOME10');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('WELCOME10 applied: $10 credit added')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect((await screen.findByRole('alert')).textContent).toBe('The promo code could not be appliedPromo code has already been used');
  expect(seen.map((r) => r.body)).toEqual([{ code: 'WELCOME10' }, { code: 'WELCOME10' }]);
});
