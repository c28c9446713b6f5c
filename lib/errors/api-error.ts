import { ERROR_CATALOGUE, ERROR_TEXT, type ErrorCode } from './catalogue';

/** An error the BFF turns into `{ error: { code, message } }` with the catalogue's status. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: unknown;

  /** `status` overrides the catalogue's where a code carries the upstream's (porting_error, §3.2). */
  constructor(code: ErrorCode, message?: string, details?: unknown, status?: number) {
    super(message ?? ERROR_TEXT[ERROR_CATALOGUE[code].key]);
    this.name = 'ApiError';
    this.code = code;
    this.status = status ?? ERROR_CATALOGUE[code].status;
    this.details = details;
  }
}

/** `reference` (5xx answers of the route wrapper): the customer's short error reference (docs/operations.md §4). */
export type ErrorBody = { error: { code: ErrorCode; message: string; details?: unknown; reference?: string } };

export function errorBody(error: ApiError): ErrorBody {
  const body: ErrorBody = { error: { code: error.code, message: error.message } };
  if (error.details !== undefined) body.error.details = error.details;
  return body;
}
