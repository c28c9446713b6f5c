import { NextResponse } from 'next/server';
import { ApiError } from '@/lib/errors';
import { getItemImage } from '@/lib/eshop/calls';
import { toShopError } from '@/lib/eshop/shop';
import { ESHOP_IMAGE_MAX_AGE_S } from '@/lib/flags/constants';
import { withPublic } from '../../../_lib/wrap';

const FILE = /^[\w-]+(\.[\w-]+)*\.(svg|png|jpe?g|webp)$/i;

// GET /api/eshop/images/{file} – an item image from the upstream, cached a day (as the upstream's)
export const GET = withPublic(null, async (_input, { rc, params }) => {
  const file = params.file ?? '';
  if (!FILE.test(file)) throw new ApiError('not_found');
  const res = await getItemImage(file, rc.requestId);
  if (!res.ok) throw toShopError(res.error);
  return new NextResponse(res.body, { status: 200, headers: { 'content-type': res.contentType, 'cache-control': `public, max-age=${ESHOP_IMAGE_MAX_AGE_S}`, 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" } });
});
