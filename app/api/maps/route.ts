import { ApiError } from '@/lib/errors';
import { listNetworkMaps } from '@/lib/maps/calls';
import { MAPS_ERROR_CODES } from '@/lib/maps/rules';
import { withPublic } from '../_lib/wrap';

// GET /api/maps – the network maps listing (coverage and outage), layers sorted by order
export const GET = withPublic(null, async () => {
  const res = await listNetworkMaps();
  if (!res.ok) throw new ApiError(MAPS_ERROR_CODES.listing);
  return { maps: res.data };
});
