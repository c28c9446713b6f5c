import { findBroadbandAddresses } from '@/lib/broadband/order';
import { AddressQuery } from '@/lib/broadband/schemas';
import { broadbandPublic } from '../_lib/gated';

// GET /api/broadband/addresses?q= – addresses for the broadband check (/broadband/v1/search_address)
export const GET = broadbandPublic(AddressQuery, async ({ q }, { rc }) => ({ results: await findBroadbandAddresses(rc, q) }));
