import 'server-only';
import { notFound } from 'next/navigation';
import { ApiError } from '@/lib/errors/api-error';
import { getRequestContext, leaveIfEnded } from '@/lib/upstream/request';
import type { RequestContext } from '@/lib/upstream/context';

/**
 * The server's first view of one section (issue 11: "Server components render the first view;
 * each section of a screen loads and fails on its own, with Try again"): the lib read with the
 * page's upstream context. An ended session goes to sign-in, back to `here` after. An upstream
 * refusal or outage (an ApiError) is no first view: the section asks again from the browser and
 * shows the failure with Try again. With `missing: 'notFound'`, a 404 (someone else's or no such
 * document) renders the not-found page with HTTP 404.
 */
export async function firstView<T>(here: string, read: (ctx: RequestContext) => Promise<T>, opts: { missing?: 'notFound' } = {}): Promise<T | undefined> {
  const ctx = await getRequestContext();
  try {
    const data = await read(ctx);
    leaveIfEnded(ctx, here);
    return data;
  } catch (err) {
    leaveIfEnded(ctx, here);
    if (!(err instanceof ApiError)) throw err;
    if (opts.missing === 'notFound' && err.status === 404) notFound();
    return undefined;
  }
}
