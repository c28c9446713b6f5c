import { usageSummary } from '@/lib/usage/calls';
import { withCustomer } from '../../_lib/wrap';

// GET /api/customer/usage – what is left of the current product's allowances this period, the data forecast and the dashboard's widgets
export const GET = withCustomer(null, async (_input, { rc }) => usageSummary(rc));
