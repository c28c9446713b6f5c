/** Error numbers of the upstream contract (docs/upstream-contract.md, "Errors"). */
export const ErrNo = {
  tokenInvalid: 1001,
  notPermitted: 1002,
  badCredentials: 1003,
  badRequest: 1400,
  notFound: 1404,
} as const;

export interface ErrorBody {
  err_message: string;
  err_number: number;
}

/** Thrown by handlers; the server turns it into the contract's JSON error body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errNumber: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  body(): ErrorBody {
    return { err_message: this.message, err_number: this.errNumber };
  }
}

export const notFound = (): HttpError => new HttpError(404, ErrNo.notFound, 'Object not found');
export const badRequest = (message: string): HttpError =>
  new HttpError(400, ErrNo.badRequest, message);
export const unauthorised = (message: string): HttpError =>
  new HttpError(401, ErrNo.tokenInvalid, message);
export const forbidden = (): HttpError =>
  new HttpError(401, ErrNo.notPermitted, 'Not permitted for this customer');
export const badCredentials = (): HttpError =>
  // One text for unknown login and wrong password, so the answer never reveals which.
  new HttpError(401, ErrNo.badCredentials, 'The email address or password is invalid, check details');

/** An error whose body carries more than the message (MissingCents, UnpaidCents). */
export class DetailedError extends HttpError {
  constructor(status: number, errNumber: number, message: string, readonly details: Record<string, unknown>) {
    super(status, errNumber, message);
  }

  override body(): ErrorBody & Record<string, unknown> {
    return { ...super.body(), ...this.details };
  }
}

export const conflict = (message: string): HttpError => new HttpError(409, 1409, message);
