import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { keepsScroll, savedScroll, scrollKey } from '@/lib/scroll/rules';

/** How long a restore waits for a page's content (profile data loads after the page) to be tall enough. */
const RESTORE_WAIT_MS = 3000;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

const here = () => `${window.location.pathname}${window.location.search}`;

/**
 * Scrolls to `y` once the page is tall enough, or gives up after RESTORE_WAIT_MS or as soon as
 * the visitor scrolls, presses a key or touches the page themselves. Returns a stop function.
 */
function restoreTo(y: number): () => void {
  let done = false;
  const stop = () => {
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
    for (const e of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(e, stop);
  };
  const attempt = () => {
    if (done) return;
    if (document.documentElement.scrollHeight - window.innerHeight >= y) {
      window.scrollTo(0, y);
      stop();
    }
  };
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(attempt);
  observer?.observe(document.body);
  const timer = setTimeout(stop, RESTORE_WAIT_MS);
  for (const e of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(e, stop, { passive: true });
  requestAnimationFrame(attempt);
  return stop;
}

/**
 * "Scroll position is kept on the plans and profile routes" (portal-shop-onboarding.md §2): on
 * those pages the position is saved in sessionStorage as the visitor scrolls, and put back when
 * they come back by Back/Forward or reload the page, once the page's content is there. Other
 * routes keep Next's behaviour. Client-only: rendered from AppProviders.
 */
export function ScrollKeeper() {
  const pathname = usePathname();
  const popped = useRef(false);
  const first = useRef(true);

  // Saved under the address shown at the time of the scroll, so a scroll of the next page never
  // overwrites the one before.
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (keepsScroll(window.location.pathname)) storage()?.setItem(scrollKey(here()), String(Math.round(window.scrollY)));
      });
    };
    const onPop = () => {
      popped.current = true;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('popstate', onPop);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('popstate', onPop);
    };
  }, []);

  useEffect(() => {
    const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    const returning = popped.current || (first.current && (entry?.type === 'back_forward' || entry?.type === 'reload'));
    popped.current = false;
    first.current = false;
    if (!returning || !keepsScroll(pathname)) return;
    const y = savedScroll(storage()?.getItem(scrollKey(here())) ?? null);
    if (y === null || y === 0) return;
    return restoreTo(y);
  }, [pathname]);

  return null;
}
