import { badRequest, notFound } from './errors';
import { SPID } from './context';

export type Body = Record<string, unknown>;

/** The JSON body as an object; an absent body counts as `{}` when `optional`. */
export function objectBody(body: unknown, optional = false): Body {
  if (body === undefined && optional) return {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('Request body must be a JSON object');
  return body as Body;
}

export function requiredString(body: Body, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(`${field} is required`);
  return value;
}

export function optionalString(body: Body, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest(`${field} must be a string`);
  return value;
}

export function optionalNumber(body: Body, field: string): number | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw badRequest(`${field} must be a number`);
  return value;
}

/** `{spid}` is always 69; any other value is a path that does not exist. */
export function checkSpid(spid: string | undefined): void {
  if (spid !== SPID) throw notFound();
}

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5: 10 or more characters, upper and lower case, at least one number or symbol. */
export function strongPassword(value: string): boolean {
  return value.length >= 10 && /[a-z]/.test(value) && /[A-Z]/.test(value) && /[^A-Za-z]/.test(value);
}

export function optionalBoolean(body: Body, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw badRequest(`${field} must be true or false`);
  return value;
}

export function requiredBoolean(body: Body, field: string): boolean {
  const value = optionalBoolean(body, field);
  if (value === undefined) throw badRequest(`${field} is required`);
  return value;
}
