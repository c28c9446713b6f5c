import { paymentHistory } from '@/lib/billing/calls';
import { PaymentsQuery } from '@/lib/billing/schemas';
import { withCustomer } from '../../_lib/wrap';

// GET /api/customer/payments?page=N – payment history, 14 a page, newest first
export const GET = withCustomer(PaymentsQuery, async ({ page }, { rc }) => paymentHistory(rc, page));
