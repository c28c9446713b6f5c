import { parseEnv } from '@/lib/flags/env';

describe('parseEnv — environment validated at start-up with a clear message for each bad variable', () => {
  it('accepts a development setup with the sandbox', () => {
    expect(parseEnv({ NODE_ENV: 'development', SANDBOX_URL: 'http://127.0.0.1:4010' })).toMatchObject({ LOG_LEVEL: 'info' });
  });
  it('requires SESSION_SECRET in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', UPSTREAM_ACCOUNTS_URL: 'https://api.example' })).toThrow(/SESSION_SECRET is required in production/);
  });
  it('names every bad variable at once', () => {
    let message = '';
    try {
      parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'short', UPSTREAM_ACCOUNTS_URL: 'not a url', LOG_LEVEL: 'loud' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/SESSION_SECRET: SESSION_SECRET must be at least 32 characters/);
    expect(message).toMatch(/UPSTREAM_ACCOUNTS_URL/);
    expect(message).toMatch(/LOG_LEVEL/);
  });
  it('APP_STORE_URL and GOOGLE_PLAY_URL (the welcome page\'s app links) are https addresses', () => {
    const dev = { NODE_ENV: 'development', SANDBOX_URL: 'http://127.0.0.1:4010' };
    expect(parseEnv({ ...dev, APP_STORE_URL: 'https://apps.apple.com/nz/app/tui/id1' }).APP_STORE_URL).toBe('https://apps.apple.com/nz/app/tui/id1');
    expect(() => parseEnv({ ...dev, GOOGLE_PLAY_URL: 'http://play.example/app' })).toThrow(/GOOGLE_PLAY_URL/);
  });
  it('asks for an upstream or the sandbox', () => {
    expect(() => parseEnv({ NODE_ENV: 'development' })).toThrow(/set UPSTREAM_ACCOUNTS_URL, or start through `npm start`/);
  });
  it('APP_STAGE: one of development, staging, production; unset it follows appStage()', () => {
    expect(parseEnv({ NODE_ENV: 'development', SANDBOX_URL: 'http://127.0.0.1:4010' }).APP_STAGE).toBe('development');
    expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), UPSTREAM_ACCOUNTS_URL: 'https://api.example', APP_ORIGIN: 'https://portal.example' }).APP_STAGE).toBe('production');
    expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), SANDBOX_URL: 'http://127.0.0.1:4010', APP_STAGE: 'staging' }).APP_STAGE).toBe('staging');
    expect(() => parseEnv({ NODE_ENV: 'development', SANDBOX_URL: 'http://127.0.0.1:4010', APP_STAGE: 'qa' })).toThrow(/APP_STAGE/);
  });
  it('APP_ORIGIN is required when APP_STAGE is production (links and the Origin check use it, never Host)', () => {
    const prod = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), UPSTREAM_ACCOUNTS_URL: 'https://api.example' };
    expect(() => parseEnv(prod)).toThrow(/APP_ORIGIN: APP_ORIGIN is required in production/);
    expect(parseEnv({ ...prod, APP_ORIGIN: 'https://portal.example' }).APP_ORIGIN).toBe('https://portal.example');
    expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), SANDBOX_URL: 'http://127.0.0.1:4010' }).APP_ORIGIN).toBeUndefined();
  });
  it('a production stage refuses to start with SANDBOX_URL set (the sandbox payment provider would take card numbers)', () => {
    const base = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), APP_ORIGIN: 'https://portal.example', SANDBOX_URL: 'http://127.0.0.1:4010' };
    expect(() => parseEnv({ ...base, APP_STAGE: 'production' })).toThrow(/SANDBOX_URL: SANDBOX_URL is set but APP_STAGE is production/);
    expect(parseEnv({ ...base, APP_STAGE: 'staging' }).SANDBOX_URL).toBe('http://127.0.0.1:4010');
  });
  it('PORT and TRUSTED_PROXY_HOPS: whole numbers, defaults 3000 and 0', () => {
    const dev = { NODE_ENV: 'development', SANDBOX_URL: 'http://127.0.0.1:4010' };
    expect(parseEnv(dev)).toMatchObject({ PORT: 3000, TRUSTED_PROXY_HOPS: 0 });
    expect(parseEnv({ ...dev, PORT: '3100', TRUSTED_PROXY_HOPS: '2' })).toMatchObject({ PORT: 3100, TRUSTED_PROXY_HOPS: 2 });
    expect(() => parseEnv({ ...dev, TRUSTED_PROXY_HOPS: '-1' })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});
