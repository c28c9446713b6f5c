import { listServices } from '@/lib/broadband/account';
import { CURRENT_SERVICE_COOKIE } from '@/lib/broadband/current';
import { gated } from '../_lib/gated';
import { withCustomer } from '../../_lib/wrap';

// GET /api/broadband/services – the customer's fibre and fixed wireless subscriptions, by the sort rank
export const GET = withCustomer(null, gated(null, async (_input, { rc, req }) => ({ services: await listServices(rc, req.cookies.get(CURRENT_SERVICE_COOKIE)?.value) })));
