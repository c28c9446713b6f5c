/** The BFF as the browser sees it in component tests: each `METHOD path` answers from its own queue (the last answer repeats). */
export type Answer = { status: number; body: unknown };

export function fakeBff(routes: Record<string, Answer[]>): Array<{ method: string; path: string; body?: unknown }> {
  const seen: Array<{ method: string; path: string; body?: unknown }> = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    seen.push({ method, path, ...(init?.body ? { body: JSON.parse(String(init.body)) as unknown } : {}) });
    const queue = routes[`${method} ${path}`];
    if (!queue) throw new Error(`unexpected ${method} ${path}`);
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
    return { ok: answer.status < 400, status: answer.status, headers: { get: () => null }, json: async () => answer.body } as unknown as Response;
  }) as typeof fetch;
  return seen;
}
