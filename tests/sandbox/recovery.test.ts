import { createSandbox, type Sandbox } from '@/sandbox/server';
import { CODE_MAX_ATTEMPTS, CODE_TTL_SECONDS, Recovery } from '@/sandbox/recovery';
import { outboxPage } from '@/sandbox/dev-outbox';

describe('sandbox recovery codes', () => {
  it('a code is right once issued, wrong tries count, and it expires', () => {
    const r = new Recovery();
    const code = r.issue('u1', 100);
    expect(code).toMatch(/^\d{6}$/);
    expect(r.check('u1', code, 100 + CODE_TTL_SECONDS - 1)).toBe(true);
    expect(r.check('u1', code, 100 + CODE_TTL_SECONDS)).toBe(false);
    const next = r.issue('u1', 200);
    const wrong = next === '000000' ? '111111' : '000000';
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) expect(r.check('u1', wrong, 200)).toBe(false);
    expect(r.check('u1', next, 200)).toBe(false);
    expect(r.check('nobody', next, 200)).toBe(false);
  });
});

describe('GET /__dev/outbox', () => {
  let sandbox: Sandbox;
  afterEach(() => sandbox.close());

  it('is served as HTML (escaped) in test or dev mode only', async () => {
    sandbox = createSandbox({ testMode: true });
    const { url } = await sandbox.listen(0);
    await fetch(`${url}/v2/69/recovery/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ MobileNumber: '0215550101' }) });
    const res = await fetch(`${url}/__dev/outbox`);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toContain('prepay@example.com');
    expect(outboxPage([{ id: '1', at: 'now', channel: 'sms', to: '<b>', subject: 's', body: '<script>' }])).not.toContain('<script>');
  });

  it('is absent otherwise', async () => {
    sandbox = createSandbox({});
    const { url } = await sandbox.listen(0);
    expect((await fetch(`${url}/__dev/outbox`)).status).toBe(404);
  });
});
