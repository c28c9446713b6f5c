import { buildPath, buildQuery } from '@/lib/upstream/path';
import { httpError, readErrNumber, readRotatedToken } from '@/lib/upstream/rules';

describe('buildPath — "The :spid and :uuid placeholders are replaced"; placeholders URL-encoded', () => {
  it('fills spid and encodes values', () => {
    expect(buildPath('/v2/{spid}/customer/{uuid}', { uuid: 'a/b?c' })).toBe('/v2/69/customer/a%2Fb%3Fc');
    expect(buildPath('/v2/{spid}/auth/LOCAL/{authId}', { authId: 'x@example.com' })).toBe('/v2/69/auth/LOCAL/x%40example.com');
  });
  it('refuses a missing placeholder rather than calling a wrong path', () => {
    expect(() => buildPath('/customer/{uuid}', {})).toThrow('missing path parameter uuid');
    expect(() => buildPath('/customer/{uuid}', { uuid: '' })).toThrow();
  });
  it('builds queries without undefined values', () => expect(buildQuery({ a: 1, b: undefined, c: 'x y' })).toBe('?a=1&c=x+y'));
});

describe('httpError', () => {
  it('derives the text by the spec rule and keeps the error number', () => {
    expect(httpError(400, { err_message: 'Old password is invalid', err_number: 1400 }, 'pw')).toMatchObject({ kind: 'http', status: 400, errNumber: 1400, message: 'Old password is invalid', retryable: false });
  });
  it('401 is an auth error; 5xx and 429 may be retried', () => {
    expect(httpError(401, { err_number: 1002 }, 'x')).toMatchObject({ kind: 'auth', errNumber: 1002 });
    expect(httpError(503, {}, 'x').retryable).toBe(true);
    expect(httpError(429, {}, 'x').retryable).toBe(true);
  });
  it('"Data calls with no body fail with \'no response data\'"', () => expect(httpError(500, undefined, 'x').message).toBe('no response data'));
  it('reads error numbers in the shapes upstreams use', () => {
    expect(readErrNumber({ ErrorNumber: '1002' })).toBe(1002);
    expect(readErrNumber({ err_number: 1001 })).toBe(1001);
    expect(readErrNumber('x')).toBeUndefined();
  });
});

describe('readRotatedToken — "reads token and expiry from response headers"', () => {
  it('needs both headers', () => {
    expect(readRotatedToken({ 'x-auth-token': 'j', 'x-auth-token-expiry': '1800000000' })).toEqual({ jwt: 'j', expiry: 1800000000 });
    expect(readRotatedToken({ 'x-auth-token': 'j' })).toBeUndefined();
    expect(readRotatedToken({ 'x-auth-token': 'j', 'x-auth-token-expiry': 'soon' })).toBeUndefined();
  });
});
