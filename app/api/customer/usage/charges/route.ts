import { charges } from '@/lib/usage/calls';
import { ChargesQuery } from '@/lib/usage/schemas';
import { withCustomer } from '../../../_lib/wrap';

// GET /api/customer/usage/charges?from=&to=&types= – the current product's usage charges, newest first (default: the last 30 days, every type)
export const GET = withCustomer(ChargesQuery, async (input, { rc }) => charges(rc, input));
