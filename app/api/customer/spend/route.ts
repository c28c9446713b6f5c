import { spend } from '@/lib/billing/money-calls';
import { withCustomer } from '../../_lib/wrap';

// GET /api/customer/spend – twelve months of spend, oldest month first
export const GET = withCustomer(null, async (_input, { rc }) => spend(rc));
