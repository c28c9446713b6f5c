import { cardSetup } from '@/lib/billing/calls';
import { NoInput } from '@/lib/billing/schemas';
import { withCustomer } from '../../../_lib/wrap';

// POST /api/customer/payment-methods/setup – a SetupIntent's client secret, for adding a card at the provider
export const POST = withCustomer(NoInput, async (_input, { rc }) => cardSetup(rc));
