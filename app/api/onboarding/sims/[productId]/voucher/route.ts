import { checkVoucher } from '@/lib/onboarding/calls';
import { pathId, VoucherInput } from '@/lib/onboarding/schemas';
import { withCustomer } from '../../../../_lib/wrap';

// POST /api/onboarding/sims/{productId}/voucher – the voucher question: valid, and its credit (check only)
export const POST = withCustomer(VoucherInput, async (input, { rc, params }) => checkVoucher(rc, pathId(params.productId), input.code));
