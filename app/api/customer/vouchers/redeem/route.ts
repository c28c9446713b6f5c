import { redeemVoucher } from '@/lib/billing/money-calls';
import { VoucherInput } from '@/lib/billing/money-schemas';
import { withCustomer } from '../../../_lib/wrap';
import { MONEY } from '../../../_lib/idempotent';

// POST /api/customer/vouchers/redeem – redeem a voucher on the current product
export const POST = withCustomer(VoucherInput, async ({ code }, { rc }) => redeemVoucher(rc, code), { idempotent: MONEY });
