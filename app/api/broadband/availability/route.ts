import { availabilityAt } from '@/lib/broadband/order';
import { PlaceQuery } from '@/lib/broadband/schemas';
import { broadbandPublic } from '../_lib/gated';

// GET /api/broadband/availability?provider=&idx= – each technology whose module is on, at that address
export const GET = broadbandPublic(PlaceQuery, async (place, { rc }) => availabilityAt(rc, place));
