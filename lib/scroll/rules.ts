/**
 * "Scroll position is kept on the plans and profile routes." (portal-shop-onboarding.md §2)
 * The plan lists and pages (/plans, /sims-multi-plans) and every profile screen.
 */
const KEPT = ['/plans', '/sims-multi-plans', '/profile'] as const;

export function keepsScroll(pathname: string): boolean {
  return KEPT.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** The sessionStorage key of one page's position (path and query: /plans?x and /plans are two pages). */
export function scrollKey(pathAndQuery: string): string {
  return `scroll.${pathAndQuery}`;
}

/** A saved position as a number of pixels from the top, or null when there is none usable. */
export function savedScroll(value: string | null): number | null {
  if (value === null || !/^\d{1,7}$/.test(value)) return null;
  return Number(value);
}
