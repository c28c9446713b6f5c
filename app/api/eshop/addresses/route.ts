import { addDeliveryAddress, deliveryAddresses } from '@/lib/eshop/shop';
import { NewAddress } from '@/lib/eshop/schemas';
import { withCustomer } from '../../_lib/wrap';

// GET /api/eshop/addresses – saved delivery addresses, Rank ascending, default first
export const GET = withCustomer(null, async (_input, { rc }) => ({ addresses: await deliveryAddresses(rc) }));

// POST /api/eshop/addresses – save a searched address (no location → 'No Location'); makeDefault: Rank 1
export const POST = withCustomer(NewAddress, async (input, { rc }) => ({ address: await addDeliveryAddress(rc, input) }));
