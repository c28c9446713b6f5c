import { findBroadbandAddresses } from '@/lib/broadband/order';
import { AddressQuery } from '@/lib/broadband/schemas';
import { gated } from '../_lib/gated';
import { withPublic } from '../../_lib/wrap';

// GET /api/broadband/addresses?q= – addresses for the broadband check (/ufb/searchAddress and /fwa/searchAddress, each module on)
export const GET = withPublic(null, gated(AddressQuery, async ({ q }, { rc }) => ({ results: await findBroadbandAddresses(rc, q) })));
