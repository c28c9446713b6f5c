import { makeDefaultDeliveryAddress } from '@/lib/eshop/shop';
import { NoInput } from '@/lib/billing/schemas';
import { withCustomer } from '../../../../_lib/wrap';

// PUT /api/eshop/addresses/{uuid}/default – one of the customer's own saved addresses becomes Rank 1
export const PUT = withCustomer(NoInput, async (_input, { rc, params }) => ({ addresses: await makeDefaultDeliveryAddress(rc, params.uuid ?? '') }));
