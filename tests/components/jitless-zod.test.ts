/*
 * The root layout's JitlessZod sets zod's jitless option without importing zod (so that pages
 * that parse nothing do not carry it): zod must read the setting whether it loads after it
 * or was already loaded.
 */
test('zod loaded after the setting adopts it', async () => {
  jest.resetModules();
  delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
  await import('@/components/security/jitless-zod');
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
});

test('zod loaded before the setting sees it too', async () => {
  jest.resetModules();
  delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
  const { z } = await import('zod');
  expect(z.config().jitless).toBeUndefined();
  await import('@/components/security/jitless-zod');
  expect(z.config().jitless).toBe(true);
});
