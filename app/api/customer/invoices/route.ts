import { invoicePage } from '@/lib/billing/document-calls';
import { MoneyPageQuery } from '@/lib/billing/money-schemas';
import { withCustomer } from '../../_lib/wrap';

// GET /api/customer/invoices?page=N – the current period (OPEN) and the previous invoices, 10 a page
export const GET = withCustomer(MoneyPageQuery, async ({ page }, { rc }) => invoicePage(rc, page));
