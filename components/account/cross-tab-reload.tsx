import { useEffect } from 'react';
import { CURRENT_PRODUCT_KEY, reloadTarget } from './cross-tab';

/** Listens for a current-product change made in another tab, and reloads (or goes home from onboarding). */
export function CrossTabReload() {
  useEffect(() => {
    function onStorage(e: StorageEvent) {
      if (e.key !== CURRENT_PRODUCT_KEY || e.newValue === e.oldValue) return;
      if (reloadTarget(window.location.pathname) === 'home') window.location.assign(new URL('/', window.location.origin).href);
      else window.location.reload();
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return null;
}
