import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, badRequest } from './errors';

/** What a handler sees of one request. */
export interface RequestContext {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body; undefined when the request had none. */
  body: unknown;
  /** Extra headers for the answer (token rotation sets them). */
  responseHeaders: Record<string, string>;
}

/** A 200 answer that is a file (a PDF), not JSON. */
export class FileBody {
  constructor(
    readonly contentType: string,
    readonly bytes: Uint8Array,
    readonly filename: string,
  ) {}
}

/** A 204 answer: no body (a DELETE that has nothing to say). */
export class NoContent {}

/** Returns (or resolves to) the 200 body (JSON, or a FileBody; a NoContent is a 204); failures are thrown as HttpError. */
export type Handler = (ctx: RequestContext) => unknown;

interface Route {
  method: string;
  /** The path as added, with its `{name}` placeholders. */
  template: string;
  pattern: RegExp;
  names: string[];
  handler: Handler;
}

export interface Match {
  handler: Handler;
  params: Record<string, string>;
  /** The route's path as added (`/customer/{uuid}/topup`). */
  template: string;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Method + path pattern router; `{name}` matches one path segment. */
export class Router {
  private readonly routes: Route[] = [];

  add(method: string, path: string, handler: Handler): this {
    const names: string[] = [];
    const source = path
      .split('/')
      .map((segment) => {
        const placeholder = /^\{(\w+)\}$/.exec(segment);
        if (!placeholder?.[1]) return escape(segment);
        names.push(placeholder[1]);
        return '([^/]+)';
      })
      .join('/');
    this.routes.push({ method, template: path, pattern: new RegExp(`^${source}$`), names, handler });
    return this;
  }

  get(path: string, handler: Handler): this {
    return this.add('GET', path, handler);
  }
  post(path: string, handler: Handler): this {
    return this.add('POST', path, handler);
  }
  put(path: string, handler: Handler): this {
    return this.add('PUT', path, handler);
  }
  delete(path: string, handler: Handler): this {
    return this.add('DELETE', path, handler);
  }

  /** Matches the raw (still encoded) path so an encoded `/` stays inside one parameter. */
  match(method: string, rawPath: string): Match | undefined {
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const m = route.pattern.exec(rawPath);
      if (!m) continue;
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => {
        params[name] = decodeParam(m[i + 1] ?? '');
      });
      return { handler: route.handler, params, template: route.template };
    }
    return undefined;
  }
}

function decodeParam(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw badRequest('Malformed path parameter');
  }
}

/** Reads the whole body as text, refusing more than `limit` bytes. */
export function readText(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(new HttpError(413, 1400, 'Request body too large'));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', (err) => {
      if (!failed) reject(err);
    });
  });
}

export type ParsedBody = { ok: true; value: unknown } | { ok: false };

export function parseJson(text: string): ParsedBody {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) return;
  const text = JSON.stringify(body ?? {});
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    'cache-control': 'no-store',
  });
  res.end(text);
}

export function sendFile(res: ServerResponse, file: FileBody, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(200, {
    ...headers,
    'content-type': file.contentType,
    'content-length': String(file.bytes.byteLength),
    'content-disposition': `attachment; filename="${file.filename}"`,
    'cache-control': 'no-store',
  });
  res.end(Buffer.from(file.bytes));
}
