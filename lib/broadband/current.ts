import 'server-only';
import { cookies } from 'next/headers';
import { COOKIE_MAX_AGE_S } from '@/lib/flags/constants';

/**
 * The fibre service chosen on select-ufb-product ("a cookie like the current mobile product"). It
 * only picks among the customer's own services (listServices checks it), so it holds no secret.
 */
export const CURRENT_SERVICE_COOKIE = 'broadband_service';

export const currentServiceCookieOptions = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: process.env.NODE_ENV === 'production', maxAge: COOKIE_MAX_AGE_S };

/** For server components: the chosen service id, if any (pass it to `listServices`). */
export async function chosenServiceId(): Promise<string | null> {
  return (await cookies()).get(CURRENT_SERVICE_COOKIE)?.value ?? null;
}
