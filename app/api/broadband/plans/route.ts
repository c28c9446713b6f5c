import { plansAt } from '@/lib/broadband/order';
import { PlansQuery } from '@/lib/broadband/schemas';
import { withPublic } from '../../_lib/wrap';

// GET /api/broadband/plans?provider=&idx=&type=UFB|FWA – the plans on sale at that address, and the check's PrequalUUID
export const GET = withPublic(PlansQuery, async ({ provider, idx, type }, { rc }) => plansAt(rc, { provider, idx }, type));
