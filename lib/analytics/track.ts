import type { AnalyticsEvent } from './events';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Pushes one event to window.dataLayer (as trackEcommerce and the page-view logger do); nothing on the server. */
export function track(e: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push(e);
}
