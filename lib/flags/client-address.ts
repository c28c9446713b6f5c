import 'server-only';
import { randomBytes } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Which address a request came from (issue 10, finding 3: "Use the socket's address unless a
 * configured number of trusted proxy hops (TRUSTED_PROXY_HOPS, default 0) says which forwarded
 * entry to believe"). docs/adr/008-client-address-from-the-socket.md says why it works this way.
 *
 * A route handler sees headers only, and `next start` writes the socket's address into
 * X-Forwarded-For only when the client sent none, so the address is taken where the connection
 * is: Node publishes every request on the `http.server.request.start` diagnostics channel,
 * with its socket, before the server's 'request' event (so before Next reads any header).
 * `stampPeerAddress` (subscribed from instrumentation-node.ts) writes PEER_HEADER there,
 * overwriting whatever the client sent under that name. The value carries a random key made
 * at start-up and kept in this process only, so a client cannot forge one even where the
 * stamp did not run (a request that arrived before the subscription, a server without it):
 * such a request has no known address ('unknown', one shared bucket), never a chosen one.
 */
export const PEER_HEADER = 'x-portal-peer';
export const UNKNOWN_CLIENT = 'unknown';

const shared = globalThis as typeof globalThis & { __portalPeerKey?: string; __portalPeerStamp?: boolean };

function peerKey(): string {
  shared.__portalPeerKey ??= randomBytes(18).toString('base64url');
  return shared.__portalPeerKey;
}

/** PEER_HEADER's value for a socket address (what the stamp writes; tests build requests with it). */
export function peerHeaderValue(address: string): string {
  return `${peerKey()} ${address}`;
}

/** The socket address in a PEER_HEADER value, or undefined when it is not our own stamp. */
export function readPeerHeader(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const space = value.indexOf(' ');
  if (space < 0 || value.slice(0, space) !== peerKey()) return undefined;
  return value.slice(space + 1).trim() || undefined;
}

/** '::ffff:203.0.113.9' and '203.0.113.9' are one client (a dual-stack socket reports the first). */
function normalise(address: string): string {
  const a = address.trim();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(a) ? a.slice(7) : a;
}

/**
 * The rule. The list is X-Forwarded-For as received, with the socket's address appended (the
 * hop nobody can forge). Each trusted proxy appended the address it saw, so with `hops` trusted
 * proxies the client is the entry `hops` places left of the last one: hops=0 → the socket
 * itself; hops=1 → what the one proxy saw. Entries further left are the client's own words and
 * are never read. A list shorter than that (a request that skipped a proxy) gives its leftmost
 * entry, which is still one a proxy or the socket wrote.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | null | undefined, hops: number): string {
  if (!socketAddress) return UNKNOWN_CLIENT;
  const forwarded = hops > 0 ? (forwardedFor ?? '').split(',').map((e) => e.trim()).filter(Boolean) : [];
  const list = [...forwarded, socketAddress];
  const trusted = list.slice(Math.max(0, list.length - 1 - Math.max(0, Math.floor(hops))));
  return normalise(trusted[0] ?? socketAddress) || UNKNOWN_CLIENT;
}

/**
 * Subscribes the stamp once per process. Synchronous: Node calls it before emitting 'request'.
 */
export function stampPeerAddress(): void {
  if (shared.__portalPeerStamp) return;
  shared.__portalPeerStamp = true;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    const address = socket?.remoteAddress;
    // Overwrite, never append to, whatever the client sent under our name.
    if (address) request.headers[PEER_HEADER] = peerHeaderValue(address);
    else delete request.headers[PEER_HEADER];
  });
}
