import type { Clock } from './clock';
import type { Faults } from './faults';
import type { Idempotency } from './idempotency';
import type { OAuthSandbox } from './oauth';
import type { Outbox } from './outbox';
import type { Recovery } from './recovery';
import type { RequestLog } from './request-log';
import type { Store } from './store';
import type { Tokens } from './tokens';

/** What every route family gets to work with. */
export interface Deps {
  store: Store;
  clock: Clock;
  tokens: Tokens;
  faults: Faults;
  requests: RequestLog;
  /** SMS and email the sandbox sent (recovery, verification, second factor). */
  outbox: Outbox;
  /** The OAuth/OpenID provider standing in for Google, Apple and Facebook. */
  oauth: OAuthSandbox;
  /** Password-reset codes and identity links (in memory). */
  recovery: Recovery;
  /** The money routes' Idempotency-Keys and the ledger of money runs (issue 29). */
  idempotency: Idempotency;
}

export const SPID = '69';
