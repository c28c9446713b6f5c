import { invoicePdf } from '@/lib/billing/document-calls';
import { withCustomer } from '../../../../_lib/wrap';

// GET /api/customer/invoices/{number}/pdf – the invoice's PDF, downloaded as {number}.pdf
export const GET = withCustomer(null, async (_input, { rc, params }) => invoicePdf(rc, params.number ?? ''));
