import { control } from './bff';

/**
 * The upstream faults every new route is tried with (issue 11: "each upstream fault"), and the
 * answer each must give: the error table's 5xx with the catalogue's text, never a 500 or a hang.
 * `down` points the app at a closed port; the others are the sandbox's fault injection on one
 * path (a regex) and method, once.
 */
export const UPSTREAM_FAULTS = [
  ['network down', 503, 'upstream_unavailable', 'network error'],
  ['timeout', 504, 'upstream_timeout', 'network error'],
  ['5xx', 502, 'upstream_error', 'something went wrong, try later'],
  ['garbage body', 502, 'upstream_bad_response', 'something went wrong, try later'],
] as const;
export type UpstreamFault = (typeof UPSTREAM_FAULTS)[number][0];

/** How long the app waits for the `timeout` fault (UPSTREAM_TIMEOUT_MS, lowered for the test). */
export const FAULT_TIMEOUT_MS = 400;

/** Injects the fault, runs `run`, and puts everything back (every fault rule of the sandbox is cleared: tests of one file run one at a time). */
export async function withFault<T>(url: string, fault: UpstreamFault, path: string, method: string, run: () => Promise<T>): Promise<T> {
  const saved = { sandbox: process.env.SANDBOX_URL, timeout: process.env.UPSTREAM_TIMEOUT_MS };
  if (fault === 'network down') process.env.SANDBOX_URL = 'http://127.0.0.1:9';
  if (fault === 'timeout') {
    process.env.UPSTREAM_TIMEOUT_MS = String(FAULT_TIMEOUT_MS);
    await control(url, 'POST', '/faults', { path, method, kind: 'timeout', times: 1 });
  }
  if (fault === '5xx') await control(url, 'POST', '/faults', { path, method, kind: 'status', status: 503, times: 1 });
  if (fault === 'garbage body') await control(url, 'POST', '/faults', { path, method, kind: 'malformed', times: 1 });
  try {
    return await run();
  } finally {
    await control(url, 'DELETE', '/faults'); // a fault the route never reached must not catch the next test
    process.env.SANDBOX_URL = saved.sandbox;
    if (saved.timeout === undefined) delete process.env.UPSTREAM_TIMEOUT_MS;
    else process.env.UPSTREAM_TIMEOUT_MS = saved.timeout;
  }
}
