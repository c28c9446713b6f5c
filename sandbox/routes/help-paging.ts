import { badRequest } from '../errors';
import type { RequestContext } from '../router';

export interface Paging {
  page: number;
  perPage: number;
}

/** Each provider's own default and largest page (Intercom 50/150, Zendesk 30/100). */
export interface PagingLimits {
  defaultPerPage: number;
  maxPerPage: number;
}

function positiveInt(raw: string | null, name: string, fallback: number): number {
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw badRequest(`${name} must be a positive integer`);
  return Number(raw);
}

/** `page` from 1 and `per_page`, clamped to the provider's largest page like the real APIs do. */
export function readPaging(query: URLSearchParams, limits: PagingLimits): Paging {
  const page = positiveInt(query.get('page'), 'page', 1);
  const perPage = Math.min(positiveInt(query.get('per_page'), 'per_page', limits.defaultPerPage), limits.maxPerPage);
  return { page, perPage };
}

export function pageOf<T>(items: readonly T[], p: Paging): { items: T[]; totalPages: number } {
  const start = (p.page - 1) * p.perPage;
  return { items: items.slice(start, start + p.perPage), totalPages: Math.max(1, Math.ceil(items.length / p.perPage)) };
}

/** The absolute URL of another page of this request, as Zendesk's next_page/previous_page are. */
export function pageUrl(ctx: RequestContext, page: number): string {
  const query = new URLSearchParams(ctx.query);
  query.set('page', String(page));
  const host = typeof ctx.headers.host === 'string' ? ctx.headers.host : 'localhost';
  return `http://${host}${ctx.path}?${query.toString()}`;
}

/** The phrase of a search call: required and not blank. */
export function requiredPhrase(ctx: RequestContext, name: string): string {
  const phrase = (ctx.query.get(name) ?? '').trim();
  if (!phrase) throw badRequest(`${name} is required`);
  return phrase;
}

/** Unix seconds (Intercom) and ISO 8601 (Zendesk) from the store's milliseconds. */
export const unixSeconds = (ms: number): number => Math.floor(ms / 1000);
export const isoTime = (ms: number): string => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/** A URL slug of a title, for the providers' public html_url/url fields. */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
