import { makeDefaultCard } from '@/lib/billing/calls';
import { NoInput } from '@/lib/billing/schemas';
import { withCustomer } from '../../../../_lib/wrap';

// PUT /api/customer/payment-methods/{id}/default – one of the customer's own cards becomes Rank 1 (not an expired one)
export const PUT = withCustomer(NoInput, async (_input, { rc, params }) => makeDefaultCard(rc, params.id ?? ''));
