import 'server-only';

/**
 * "Auto roaming charge toggle is serialised per product; the last request wins." (account-
 * management.md §4). Why a queue in process, per product:
 *
 * - The upstream call takes 150-300 ms and the roaming flag is one boolean per product. Two
 *   writes in flight at once may be applied in either order, so five quick clicks could leave
 *   the third click's state stored. Running one write per product at a time, in the order the
 *   requests reach the queue, makes the upstream apply them in that order: the last one's state
 *   is what stays.
 * - Per product, not per customer or globally: writes for different products never conflict,
 *   so they need not wait for each other.
 * - In process: the app keeps no state between requests (ARCHITECTURE "Scaling out"), and a
 *   shared lock (Redis) would add a round trip to every click for a case the client already
 *   avoids: the page keeps one request in flight and sends the latest wish when it returns, so
 *   one browser never has two writes for a product in flight, whichever instance serves them.
 *   The queue is the server's own guarantee for what does arrive together (two tabs, a retry).
 * - On globalThis, as lib/cache's store: Next bundles route handlers separately, and a module
 *   of each bundle would have its own queue.
 *
 * A failed write does not stop the ones behind it (each answers for itself).
 */
const shared = globalThis as typeof globalThis & { __simQueues?: Map<string, Promise<unknown>> };
shared.__simQueues ??= new Map();
const queues = shared.__simQueues;

/** Runs `run` after every earlier run of the same key has settled; answers its own outcome. */
export function serialised<T>(key: string, run: () => Promise<T>): Promise<T> {
  const before = queues.get(key) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(run);
  const tail = mine.catch(() => undefined);
  queues.set(key, tail);
  // The last one out removes the key, so the map holds only products with writes in flight.
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return mine;
}
