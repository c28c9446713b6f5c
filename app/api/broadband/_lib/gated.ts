import 'server-only';
import type { z } from 'zod';
import { broadbandGate } from '@/lib/broadband/gate';
import { parseInput } from '../../_lib/input';
import type { RouteContext } from '../../_lib/wrap';

type Handler<I> = (input: I, ctx: RouteContext) => Promise<unknown>;

/**
 * The broadband routes' handler, inside withPublic / withCustomer (their Origin check, session
 * and error table): the module gate first ("With both off … every /api/broadband/** route [is]
 * not-found"), so a module that is off answers 404 whatever the input; then the route's zod
 * schema (bad input → 422) and the handler.
 */
export function gated<S extends z.ZodType>(schema: S | null, handler: Handler<z.infer<S>>): Handler<unknown> {
  return async (raw, ctx) => {
    await broadbandGate();
    return handler(schema ? parseInput(schema, raw) : (raw as z.infer<S>), ctx);
  };
}
