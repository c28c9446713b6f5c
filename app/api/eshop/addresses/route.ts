import { deliveryAddresses } from '@/lib/eshop/shop';
import { withCustomer } from '../../_lib/wrap';

// GET /api/eshop/addresses – saved delivery addresses, Rank ascending, default first
export const GET = withCustomer(null, async (_input, { rc }) => ({ addresses: await deliveryAddresses(rc) }));
