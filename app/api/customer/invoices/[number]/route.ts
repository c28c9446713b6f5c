import { invoice } from '@/lib/billing/document-calls';
import { withCustomer } from '../../../_lib/wrap';

// GET /api/customer/invoices/{number} – one of the customer's invoices, with what changed since the previous one
export const GET = withCustomer(null, async (_input, { rc, params }) => invoice(rc, params.number ?? ''));
