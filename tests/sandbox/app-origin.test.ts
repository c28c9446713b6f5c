import { control, start, type Running } from './helpers';

/**
 * Issue 28 item 11: "the links the sandbox sends use the app's configured origin". `npm start`
 * sets SANDBOX_APP_ORIGIN to the app it starts (APP_ORIGIN, else http://localhost:PORT), so the
 * seeded invite to invitee@example.com links to that app, whatever its port.
 */
describe("the sandbox's links name the app it serves", () => {
  const saved = { sandbox: process.env.SANDBOX_APP_ORIGIN, app: process.env.APP_ORIGIN };
  let run: Running;
  afterEach(async () => {
    await run?.sandbox.close();
    for (const [key, value] of [['SANDBOX_APP_ORIGIN', saved.sandbox], ['APP_ORIGIN', saved.app]] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  const inviteLink = async (): Promise<string | undefined> => {
    const { body } = await control<{ messages: { link?: string; body: string }[] }>(run.url, 'GET', '/outbox?to=invitee@example.com');
    return body.messages[0]?.link;
  };

  test('SANDBOX_APP_ORIGIN (set by npm start for PORT=3200) is the seeded invite link\'s origin', async () => {
    process.env.SANDBOX_APP_ORIGIN = 'http://localhost:3200/';
    process.env.APP_ORIGIN = 'https://ignored.example';
    run = await start();
    expect(await inviteLink()).toMatch(/^http:\/\/localhost:3200\/invite\/[^/]+$/);
  });

  test('without it, APP_ORIGIN; without either, http://localhost:3000', async () => {
    delete process.env.SANDBOX_APP_ORIGIN;
    process.env.APP_ORIGIN = 'https://portal.example.nz';
    run = await start();
    expect(await inviteLink()).toMatch(/^https:\/\/portal\.example\.nz\/invite\/[^/]+$/);
    await run.sandbox.close();
    delete process.env.APP_ORIGIN;
    run = await start();
    expect(await inviteLink()).toMatch(/^http:\/\/localhost:3000\/invite\/[^/]+$/);
  });
});
