import { availabilityAt } from '@/lib/broadband/order';
import { PlaceQuery } from '@/lib/broadband/schemas';
import { gated } from '../_lib/gated';
import { withPublic } from '../../_lib/wrap';

// GET /api/broadband/availability?provider=&idx= – each technology whose module is on, at that address
export const GET = withPublic(null, gated(PlaceQuery, async (place, { rc }) => availabilityAt(rc, place)));
