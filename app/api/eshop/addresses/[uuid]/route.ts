import { removeDeliveryAddress } from '@/lib/eshop/shop';
import { withCustomer } from '../../../_lib/wrap';

// DELETE /api/eshop/addresses/{uuid} – one of the customer's own saved delivery addresses
export const DELETE = withCustomer(null, async (_input, { rc, params }) => ({ addresses: await removeDeliveryAddress(rc, params.uuid ?? '') }));
