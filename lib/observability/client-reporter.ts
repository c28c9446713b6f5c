/**
 * The browser's error reporter (issue 31, docs/operations.md §3): no SDK, one inline script in
 * every page's <head> (app/_components/site-document.tsx), allowed by its hash in the
 * Content-Security-Policy (lib/security/headers.ts), so keep REPORTER_SCRIPT constant.
 *
 * It reports to our own POST /api/client-errors with navigator.sendBeacon: uncaught errors
 * (window 'error'), unhandled rejections, and failed chunk loads (a <script> or stylesheet that
 * did not load, seen in the capture phase; a rejected import named ChunkLoadError or "Failed to
 * load chunk"). At most 5 reports per page view. What it sends: the kind, the message and stack
 * (cut short), the page's path (never its query), the page's trace id (the `traceparent` meta
 * Next writes when tracing runs), a reference and, from the error page, Next's digest. Never a
 * field's value, a cookie or storage.
 *
 * `window.__portalReport(kind, error, digest)` reports one and answers its reference: the first
 * 8 characters of the page's trace id, else 8 random hex digits. The trace id is read once the
 * document is parsed and kept: the global error page replaces the <head> that held it.
 */
export const REPORTER_SCRIPT = `(function(){var n=0,T;function t(){if(!T){var m=document.querySelector('meta[name=traceparent]'),p=m?m.content.split('-')[1]:'';if(/^[0-9a-f]{32}$/.test(p||''))T=p}return T||''}addEventListener('DOMContentLoaded',t);function r(k,e,d){var i=t(),a=crypto.getRandomValues(new Uint8Array(4)),f=i?i.slice(0,8):Array.prototype.map.call(a,function(b){return(b+256).toString(16).slice(1)}).join('');if(n++<5){var b=JSON.stringify({kind:k,message:String(e&&e.message||e||'').slice(0,900),stack:String(e&&e.stack||'').slice(0,5000),path:location.pathname,traceId:i||undefined,reference:f,digest:d});try{navigator.sendBeacon('/api/client-errors',b)}catch(x){}}return f}window.__portalReport=r;addEventListener('error',function(e){var s=e.target;if(s&&s!==window&&s.tagName){if(/^(SCRIPT|LINK)$/.test(s.tagName))r('chunk',{message:'not loaded: '+String(s.src||s.href).split('?')[0]})}else r('error',e.error||e)},true);addEventListener('unhandledrejection',function(e){var x=e.reason;r(x&&(x.name==='ChunkLoadError'||/failed to load chunk/i.test(x.message))?'chunk':'rejection',x)})})();`;

export type ClientErrorKind = 'error' | 'rejection' | 'chunk' | 'boundary';

declare global {
  interface Window {
    __portalReport?: (kind: ClientErrorKind, error: unknown, digest?: string) => string;
  }
}

/**
 * Reports an error an error page caught (React's boundaries stop it reaching window 'error') and
 * answers its reference. Through the inline reporter when the page has it; else (the root layout
 * failed on the server, so its <head> never arrived) sent from here the same way.
 */
export function reportFromPage(error: unknown, digest?: string): string | null {
  if (typeof window === 'undefined') return null;
  if (window.__portalReport) return window.__portalReport('boundary', error, digest);
  const reference = Array.from(crypto.getRandomValues(new Uint8Array(4)), (b) => b.toString(16).padStart(2, '0')).join('');
  const e = error instanceof Error ? error : null;
  const body = JSON.stringify({ kind: 'boundary', message: String(e?.message ?? error).slice(0, 900), stack: String(e?.stack ?? '').slice(0, 5000), path: window.location.pathname, reference, digest });
  try {
    navigator.sendBeacon('/api/client-errors', body);
  } catch {
    // nothing to do: the reference is still worth showing (the server's own line has the digest)
  }
  return reference;
}
