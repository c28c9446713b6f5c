import { receiptPage } from '@/lib/billing/document-calls';
import { MoneyPageQuery } from '@/lib/billing/money-schemas';
import { withCustomer } from '../../_lib/wrap';

// GET /api/customer/receipts?page=N – the receipts, newest first, 10 a page
export const GET = withCustomer(MoneyPageQuery, async ({ page }, { rc }) => receiptPage(rc, page));
