import { transferProductType } from '@/lib/plans/calls';
import { ProductTypeInput } from '@/lib/plans/schemas';
import { withCustomer } from '../../_lib/wrap';

// POST /api/customer/product-type – change the current product between prepay and postpay (a dry run first says what happens)
export const POST = withCustomer(ProductTypeInput, async (input, { rc }) => transferProductType(rc, input));
