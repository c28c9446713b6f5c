import type { NextRequest } from 'next/server';
import { isOwnOrigin } from '@/lib/flags/origin';

/**
 * Mutations must come from our own pages: the Origin header must be our configured origin
 * (lib/flags/origin). Host and X-Forwarded-Host are not consulted: both are the client's words.
 * A request without Origin is refused: browsers send it on every POST, PUT, PATCH and DELETE.
 */
export function originAllowed(req: NextRequest): boolean {
  return isOwnOrigin(req.headers.get('origin'));
}
