import 'server-only';
import type { z } from 'zod';
import { broadbandGate } from '@/lib/broadband/gate';
import type { RouteOptions } from '../../_lib/guard';
import { parseInput } from '../../_lib/input';
import { withCustomer, withPublic, type RouteContext } from '../../_lib/wrap';

type Handler<I> = (input: I, ctx: RouteContext) => Promise<unknown>;

/**
 * The broadband routes' wrappers: withPublic / withCustomer with the module gate first ("With
 * both off … every /api/broadband/** route [is] not-found"), so a module that is off answers 404
 * whatever the input; then the route's zod schema (bad input → 422) and the handler.
 */
function gated<S extends z.ZodType>(schema: S | null, handler: Handler<z.infer<S>>): Handler<unknown> {
  return async (raw, ctx) => {
    await broadbandGate();
    return handler(schema ? parseInput(schema, raw) : (raw as z.infer<S>), ctx);
  };
}

export function broadbandPublic<S extends z.ZodType>(schema: S | null, handler: Handler<z.infer<S>>, opts?: RouteOptions) {
  return withPublic(null, gated(schema, handler), opts);
}

export function broadbandCustomer<S extends z.ZodType>(schema: S | null, handler: Handler<z.infer<S>>, opts?: RouteOptions) {
  return withCustomer(null, gated(schema, handler), opts);
}
