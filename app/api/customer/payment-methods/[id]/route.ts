import { removeCard } from '@/lib/billing/calls';
import { withCustomer } from '../../../_lib/wrap';

// DELETE /api/customer/payment-methods/{id} – one of the customer's own cards; the only card stays; a new default when the default went
export const DELETE = withCustomer(null, async (_input, { rc, params }) => removeCard(rc, params.id ?? ''));
