import { numberPage } from '@/lib/sim/calls';
import { PageQuery } from '@/lib/sim/schemas';
import { withCustomer } from '../../../_lib/wrap';

// GET /api/customer/sim/numbers?page= – new numbers to choose from, 15 a page from page 0
export const GET = withCustomer(PageQuery, async (input, { rc }) => numberPage(rc, input.page));
