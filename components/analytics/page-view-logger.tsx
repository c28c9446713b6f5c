import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { LOGIN_EVENT_COOKIE, pendingLoginEvent } from '@/lib/analytics/events';
import { track } from '@/lib/analytics/track';
import { maskUrl } from './mask-url';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * "Page views are logged on route change": one `page_view` per distinct URL, pushed to
 * window.dataLayer with secrets in the URL masked. Client-only: AppProviders renders it inside
 * <Suspense> (it reads the search params).
 */
export function PageViewLogger() {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const last = useRef<string | null>(null);

  useEffect(() => {
    const page = maskUrl(query ? `${pathname}?${query}` : pathname);
    // Strict mode runs effects twice in development; log each URL once.
    if (last.current === page) return;
    last.current = page;
    // `platform` query → cookie (proxy.ts); pages are static, so it is read here.
    const platform = /(?:^|; )platform=([\w-]+)/.exec(document.cookie)?.[1] ?? 'web';
    const w = window as DataLayerWindow;
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push({ event: 'page_view', page_location: `${window.location.origin}${page}`, page_path: page, platform });
    // A social sign-in ends in a server redirect: its `login` event is sent by the page it lands on.
    const login = pendingLoginEvent(document.cookie);
    if (login) {
      document.cookie = `${LOGIN_EVENT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
      track(login);
    }
  }, [pathname, query]);

  return null;
}
