import { receiptPdf } from '@/lib/billing/document-calls';
import { withCustomer } from '../../../../_lib/wrap';

// GET /api/customer/receipts/{number}/pdf – the receipt's PDF, downloaded as {number}.pdf
export const GET = withCustomer(null, async (_input, { rc, params }) => receiptPdf(rc, params.number ?? ''));
