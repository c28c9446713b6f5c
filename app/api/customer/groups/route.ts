import { groups } from '@/lib/families/calls';
import { KindQuery } from '@/lib/families/schemas';
import { withCustomer } from '../../_lib/wrap';

// GET /api/customer/groups?kind=customer|mobile – the groups the customer (the current product, for mobile) leads or belongs to; none is []
export const GET = withCustomer(KindQuery, async (input, { rc }) => groups(rc, input.kind));
