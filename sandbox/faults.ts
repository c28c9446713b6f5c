import type { ServerResponse } from 'node:http';
import { sendJson } from './router';

export const FAULT_KINDS = ['latency', 'status', 'timeout', 'malformed', 'empty'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultRule {
  id: string;
  method?: string;
  path: RegExp;
  kind: FaultKind;
  ms?: number;
  status?: number;
  /** Matches left; the rule disappears when it reaches 0. Absent: forever. */
  times?: number;
  /** Only requests whose raw body contains this text (e.g. one login), so parallel tests do not collide. */
  bodyIncludes?: string;
  /** 'status' only: the JSON answered instead of the error body (e.g. `{ Status: 'pending_payment' }` with 202). */
  body?: unknown;
  /** Only requests whose decoded query string contains this text (e.g. one search phrase): the GET twin of bodyIncludes. */
  queryIncludes?: string;
}

/**
 * Injected failures for reliability tests, applied before routing.
 * `apply` resolves true when the fault has taken over the response.
 */
export class Faults {
  private rules: FaultRule[] = [];
  private nextId = 1;
  private readonly timers = new Map<NodeJS.Timeout, () => void>();
  private readonly held = new Set<ServerResponse>();

  add(rule: Omit<FaultRule, 'id'>): string {
    const id = `fault-${this.nextId++}`;
    this.rules.push({ ...rule, id });
    return id;
  }

  /** Removes one rule by the id `add` gave it; false when it is gone already (used up or never added). */
  remove(id: string): boolean {
    const before = this.rules.length;
    this.rules = this.rules.filter((r) => r.id !== id);
    return this.rules.length < before;
  }

  /** Every rule of every test: for a whole-sandbox reset (jest's own sandbox), never between parallel tests. */
  clear(): void {
    this.rules = [];
  }

  list(): FaultRule[] {
    return [...this.rules];
  }

  async apply(method: string, path: string, res: ServerResponse, body = '', query = ''): Promise<boolean> {
    const rule = this.take(method, path, body, query);
    if (!rule) return false;
    switch (rule.kind) {
      case 'latency':
        // A client that gave up while we waited gets nothing more.
        return !(await this.wait(rule.ms ?? 1000, res));
      case 'status': {
        const status = rule.status ?? 500;
        sendJson(res, status, rule.body ?? { err_message: 'injected fault', err_number: status });
        return true;
      }
      case 'timeout':
        // Never answer; hold the socket until the client (or close()) ends it.
        this.held.add(res);
        res.on('close', () => this.held.delete(res));
        return true;
      case 'malformed': {
        const text = '{"JWT": ';
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(text.length) });
        res.end(text);
        return true;
      }
      case 'empty':
        res.writeHead(200, { 'content-length': '0' });
        res.end();
        return true;
    }
  }

  /** Ends held sockets and pending waits so close() leaves no timer behind. */
  shutdown(): void {
    for (const [timer, finish] of this.timers) {
      clearTimeout(timer);
      finish();
    }
    this.timers.clear();
    for (const res of this.held) res.destroy();
    this.held.clear();
    this.rules = [];
  }

  private take(method: string, path: string, body: string, query: string): FaultRule | undefined {
    const rule = this.rules.find(
      (r) =>
        (!r.method || r.method.toUpperCase() === method) &&
        r.path.test(path) &&
        (!r.bodyIncludes || body.includes(r.bodyIncludes)) &&
        (!r.queryIncludes || query.includes(r.queryIncludes)),
    );
    if (rule?.times !== undefined) {
      rule.times -= 1;
      if (rule.times <= 0) this.rules = this.rules.filter((r) => r !== rule);
    }
    return rule;
  }

  /** Resolves true after `ms`, or false as soon as the client goes away or we shut down. */
  private wait(ms: number, res: ServerResponse): Promise<boolean> {
    return new Promise((resolve) => {
      const finish = (connected: boolean): void => {
        clearTimeout(timer);
        this.timers.delete(timer);
        res.off('close', gone);
        resolve(connected);
      };
      const gone = (): void => finish(false);
      const timer = setTimeout(() => finish(!res.destroyed), ms);
      this.timers.set(timer, gone);
      res.on('close', gone);
    });
  }
}
