import { fuzzRoutes } from '../support/route-fuzz';

/** Every route handler gets malformed input and must not answer 5xx: shard 3 (tests/support/route-fuzz.ts). */
fuzzRoutes(3);
