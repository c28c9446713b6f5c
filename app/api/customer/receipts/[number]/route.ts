import { receipt } from '@/lib/billing/document-calls';
import { withCustomer } from '../../../_lib/wrap';

// GET /api/customer/receipts/{number} – one of the customer's receipts
export const GET = withCustomer(null, async (_input, { rc, params }) => receipt(rc, params.number ?? ''));
