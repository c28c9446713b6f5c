import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientAddress, PEER_HEADER, peerHeaderValue, readPeerHeader, stampPeerAddress } from '@/lib/flags/client-address';

/*
 * Issue 10, finding 3: "Per-IP limits bypassed by X-Forwarded-For. Any client picks a new bucket
 * per request. Use the socket's address unless a configured number of trusted proxy hops
 * (TRUSTED_PROXY_HOPS, default 0) says which forwarded entry to believe."
 */
describe('clientAddress(socket, X-Forwarded-For, hops)', () => {
  it('hops=0 (no proxy): the socket, whatever X-Forwarded-For says', () => {
    expect(clientAddress('198.51.100.7', null, 0)).toBe('198.51.100.7');
    expect(clientAddress('198.51.100.7', '203.0.113.1', 0)).toBe('198.51.100.7');
    expect(clientAddress('198.51.100.7', '203.0.113.1, 203.0.113.2', 0)).toBe('198.51.100.7');
  });

  it('hops=1: the entry our one proxy appended (the last), never the ones the client wrote before it', () => {
    // client sent "6.6.6.6"; the proxy (socket 10.0.0.2) appended the client it saw
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7', 1)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', '1.1.1.1, 2.2.2.2, 198.51.100.7', 1)).toBe('198.51.100.7');
  });

  it('hops=2: the entry two places left of the socket', () => {
    // client → CDN (appends client) → load balancer (appends CDN) → app
    expect(clientAddress('10.0.0.3', '6.6.6.6, 198.51.100.7, 192.0.2.10', 2)).toBe('198.51.100.7');
  });

  it('a list shorter than the trusted hops gives its leftmost entry, which a proxy or the socket wrote', () => {
    expect(clientAddress('10.0.0.2', null, 1)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.3', '192.0.2.10', 3)).toBe('192.0.2.10');
  });

  it('one client whether the socket reports IPv4 or IPv4-mapped IPv6; blanks are skipped', () => {
    expect(clientAddress('::ffff:198.51.100.7', null, 0)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', '6.6.6.6, ,198.51.100.7 ', 1)).toBe('198.51.100.7');
    expect(clientAddress('2001:db8::1', null, 0)).toBe('2001:db8::1');
  });

  it('without the socket address nothing is believed: one shared "unknown"', () => {
    expect(clientAddress(undefined, '203.0.113.1', 0)).toBe('unknown');
    expect(clientAddress(undefined, '203.0.113.1, 198.51.100.7', 1)).toBe('unknown');
  });
});

describe('the socket address header', () => {
  it('reads only our own stamp: a value the client made up is no address', () => {
    expect(readPeerHeader(peerHeaderValue('198.51.100.7'))).toBe('198.51.100.7');
    expect(readPeerHeader('198.51.100.7')).toBeUndefined();
    expect(readPeerHeader('guess 198.51.100.7')).toBeUndefined();
    expect(readPeerHeader(null)).toBeUndefined();
  });

  it('the server stamps the socket address before the request is handled, overwriting what the client sent under that name', async () => {
    stampPeerAddress();
    let seen: IncomingMessage['headers'] | undefined;
    const server = createServer((req, res) => {
      seen = req.headers;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await fetch(`http://127.0.0.1:${port}/`, { headers: { [PEER_HEADER]: 'forged 6.6.6.6', 'x-forwarded-for': '6.6.6.6' } });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const stamped = seen?.[PEER_HEADER];
    expect(typeof stamped).toBe('string');
    expect(clientAddress(readPeerHeader(stamped as string), seen?.['x-forwarded-for'] as string, 0)).toBe('127.0.0.1');
  });
});
