import { revalidatePath } from 'next/cache';
import { NextResponse } from 'next/server';
import { FLAGS_FOLLOW_HEADER, isFlagsFollowKey } from '@/lib/config/flags-watch';
import { ApiError } from '@/lib/errors';
import { withPublic } from '../../_lib/wrap';

export const dynamic = 'force-dynamic';

/**
 * POST /api/flags/follow – this server's own flags watch (lib/config/flags-watch.ts), never a
 * browser: the flags in force are new (the first read after start, or the remote config
 * changed), so every page Next keeps (the build's prerenders, ISR renders, an earlier run's
 * renders on disk) expires now and renders again with them on its next request. The root layout
 * reads flags (header and footer), so the layout's path names every page. The wrapper checks our
 * Origin first (the watch sends it); without this process's key the route does not exist (404),
 * so nobody else can empty the cache. docs/adr/012-flags-at-run-time.md.
 */
export const POST = withPublic(null, async (_input, { req }) => {
  if (!isFlagsFollowKey(req.headers.get(FLAGS_FOLLOW_HEADER))) throw new ApiError('not_found');
  revalidatePath('/', 'layout');
  return new NextResponse(null, { status: 204 });
});
