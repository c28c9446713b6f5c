import type { CatalogError } from '@/lib/catalog/types';

/**
 * Thrown by a catalogue page whose data cannot be read: nothing is cached, the segment's
 * error.tsx offers Try again, and a failed revalidation keeps serving the page already cached.
 * The message stays in the server's log; the browser never sees it.
 */
export class CatalogueUnavailable extends Error {
  constructor(what: string, error: CatalogError) {
    super(`${what} unavailable (${error.code}${error.status ? ` ${error.status}` : ''}): ${error.message}`);
    this.name = 'CatalogueUnavailable';
  }
}
