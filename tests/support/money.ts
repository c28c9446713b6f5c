/** The money suites' common parts (issue 12): flags as the deployment sets them, the browser's saved-card confirmation. */

/** Sets FLAG_* (lib/flags reads them on each request) and answers how to put back what was there. */
function setFlags(flags: Record<string, string>): () => void {
  const saved = Object.fromEntries(Object.keys(flags).map((k) => [k, process.env[k]]));
  Object.assign(process.env, flags);
  return () => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
}

/** Runs with FLAG_* set, then puts them back. */
export async function withFlags<T>(flags: Record<string, string>, run: () => Promise<T>): Promise<T> {
  const restore = setFlags(flags);
  try {
    return await run();
  } finally {
    restore();
  }
}

/** FLAG_* set for the whole test file (beforeAll), put back after it (afterAll). */
export function flagsForFile(flags: Record<string, string>): void {
  let restore = () => {};
  beforeAll(() => {
    restore = setFlags(flags);
  });
  afterAll(() => restore());
}

/** What the payment step does with a saved-card intent: confirm it at the provider (the sandbox) with the client secret alone. */
export async function confirmSaved(sandboxUrl: string, clientSecret: string): Promise<string> {
  const id = clientSecret.split('_secret_')[0];
  const res = await fetch(`${sandboxUrl}/v1/payment_intents/${id}/confirm`, {
    method: 'POST',
    headers: { authorization: 'Bearer pk_test_sandbox', 'content-type': 'application/json' },
    body: JSON.stringify({ client_secret: clientSecret }),
  });
  return ((await res.json()) as { status: string }).status;
}
