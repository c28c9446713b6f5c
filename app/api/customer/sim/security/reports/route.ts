import { blockedReport } from '@/lib/sim/calls';
import { PageQuery } from '@/lib/sim/schemas';
import { withCustomer } from '../../../../_lib/wrap';

// GET /api/customer/sim/security/reports?page= – blocked calls and texts, newest first, 10 a page
export const GET = withCustomer(PageQuery, async (input, { rc }) => blockedReport(rc, input.page));
