import { allowedOrigins, appOrigin, isOwnOrigin } from '@/lib/flags/origin';

/**
 * "Links we send are built from configuration, never from request headers." (DEVELOPERS.md)
 * "The app's own origin comes from configuration (APP_ORIGIN, required when APP_STAGE=production,
 * derived from PORT for local runs), never from Host or X-Forwarded-Host; the Origin check
 * compares with that configured origin." (issue 10, finding 1)
 */
describe('appOrigin — our own origin is configuration', () => {
  const saved = { origin: process.env.APP_ORIGIN, port: process.env.PORT };
  afterEach(() => {
    if (saved.origin === undefined) delete process.env.APP_ORIGIN;
    else process.env.APP_ORIGIN = saved.origin;
    if (saved.port === undefined) delete process.env.PORT;
    else process.env.PORT = saved.port;
  });

  it('is APP_ORIGIN when configured, without path or trailing slash', () => {
    process.env.APP_ORIGIN = 'https://portal.example/';
    expect(appOrigin()).toBe('https://portal.example');
    expect([...allowedOrigins()]).toEqual(['https://portal.example']);
  });
  it('is http://localhost:PORT for a local run without APP_ORIGIN', () => {
    delete process.env.APP_ORIGIN;
    process.env.PORT = '3100';
    expect(appOrigin()).toBe('http://localhost:3100');
    delete process.env.PORT;
    expect(appOrigin()).toBe('http://localhost:3000');
  });
  it('a local run accepts only the loopback names of its own port as Origin', () => {
    delete process.env.APP_ORIGIN;
    process.env.PORT = '3100';
    expect(isOwnOrigin('http://127.0.0.1:3100')).toBe(true);
    expect(isOwnOrigin('http://localhost:3100')).toBe(true);
    expect(isOwnOrigin('http://localhost:3101')).toBe(false);
    expect(isOwnOrigin('http://evil.example')).toBe(false);
    expect(isOwnOrigin(null)).toBe(false);
  });
  it('with APP_ORIGIN configured, loopback and look-alikes are refused', () => {
    process.env.APP_ORIGIN = 'https://portal.example';
    expect(isOwnOrigin('https://portal.example')).toBe(true);
    expect(isOwnOrigin('http://portal.example')).toBe(false);
    expect(isOwnOrigin('https://portal.example.evil.example')).toBe(false);
    expect(isOwnOrigin('http://localhost:3000')).toBe(false);
  });
});
