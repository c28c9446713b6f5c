import { ApiError } from '@/lib/errors';
import { getMapLayer } from '@/lib/maps/calls';
import { MAPS_ERROR_CODES } from '@/lib/maps/rules';
import { withPublic } from '../../../_lib/wrap';

// GET /api/maps/layers/[id] – one layer's features, read from the maps service for the browser
export const GET = withPublic(null, async (_input, { params }) => {
  const res = await getMapLayer(params.id ?? '');
  if (res.ok) return res.data;
  const { kind, serviceMessage, serviceCode } = res.error;
  if (kind === 'unknownLayer') throw new ApiError('not_found');
  // "(plus service message and code)": shown under the spec's text.
  throw new ApiError(MAPS_ERROR_CODES[kind], undefined, { serviceMessage, serviceCode });
});
