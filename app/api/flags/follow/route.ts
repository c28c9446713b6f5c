import { revalidatePath } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { FLAGS_FOLLOW_HEADER, isFlagsFollowKey } from '@/lib/config/flags-watch';
import { ApiError, errorBody } from '@/lib/errors';
import { originAllowed } from '../../_lib/origin';

export const dynamic = 'force-dynamic';

/**
 * POST /api/flags/follow – this server's own flags watch (lib/config/flags-watch.ts), never a
 * browser: the flags in force are new (the first read after start, or the remote config
 * changed), so every page Next keeps (the build's prerenders, ISR renders, an earlier run's
 * renders on disk) expires now and renders again with them on its next request. The root layout
 * reads flags (header and footer), so the layout's path names every page. Without this
 * process's key the route does not exist (404), so nobody else can empty the cache.
 * docs/adr/012-flags-at-run-time.md.
 */
export async function POST(req: NextRequest): Promise<NextResponse> {
  // As every mutating route (issue 10): our own origin first (the watch sends it).
  if (!originAllowed(req)) return NextResponse.json(errorBody(new ApiError('bad_origin')), { status: 403, headers: { 'cache-control': 'no-store' } });
  if (!isFlagsFollowKey(req.headers.get(FLAGS_FOLLOW_HEADER))) {
    return NextResponse.json(errorBody(new ApiError('not_found')), { status: 404, headers: { 'cache-control': 'no-store' } });
  }
  revalidatePath('/', 'layout');
  return new NextResponse(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
