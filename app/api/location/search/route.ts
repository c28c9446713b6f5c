import { findAddresses } from '@/lib/eshop/shop';
import { withPublic } from '../../_lib/wrap';
import { Search } from '@/lib/eshop/schemas';

// GET /api/location/search?q= – New Zealand addresses (under 3 characters: none)
export const GET = withPublic(Search, async ({ q }, { rc }) => ({ results: await findAddresses(rc, q) }));
