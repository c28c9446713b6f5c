import { getFlags } from '@/lib/config/calls';
import { checkoutOptions } from '@/lib/eshop/shop';
import { withCustomer } from '../../_lib/wrap';

// GET /api/eshop/payment-options – { paymentOptions, payments }: which ways to pay the checkout shows, and the provider setup
export const GET = withCustomer(null, async (_input, { rc }) => checkoutOptions(rc, await getFlags()));
