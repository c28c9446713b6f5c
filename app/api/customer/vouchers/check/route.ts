import { checkVoucher } from '@/lib/billing/money-calls';
import { VoucherInput } from '@/lib/billing/money-schemas';
import { withCustomer } from '../../../_lib/wrap';

// POST /api/customer/vouchers/check – what a 13-digit voucher would add
export const POST = withCustomer(VoucherInput, async ({ code }, { rc }) => checkVoucher(rc, code));
