import { cardSetup } from '@/lib/billing/calls';
import { NoInput } from '@/lib/billing/schemas';
import { withCustomer } from '../../../_lib/wrap';

// POST /api/customer/payment-methods/setup – a SetupIntent's client secret, for adding a card at the provider
// No Idempotency-Key: nothing is charged here (a SetupIntent only stores a card at the provider); a repeat makes another unused intent. The idempotency scan in tests/api/idempotency.test.ts names it as not money.
export const POST = withCustomer(NoInput, async (_input, { rc }) => cardSetup(rc));
