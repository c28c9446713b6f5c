/**
 * Runs once when the server starts: a bad or missing environment variable stops the app here,
 * with one message naming each, instead of failing on the first request that needs it.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { appEnv } = await import('./lib/flags/env');
  try {
    appEnv();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
