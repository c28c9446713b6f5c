import { histogram } from '@/lib/usage/calls';
import { HistogramQuery } from '@/lib/usage/schemas';
import { withCustomer } from '../../../_lib/wrap';

// GET /api/customer/usage/histogram?type=data|voice – the last 30 days of use, oldest first (zeros and `unavailable` when it cannot be read)
export const GET = withCustomer(HistogramQuery, async (input, { rc }) => histogram(rc, input.type));
