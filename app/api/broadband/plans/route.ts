import { plansAt } from '@/lib/broadband/order';
import { PlansQuery } from '@/lib/broadband/schemas';
import { gated } from '../_lib/gated';
import { withPublic } from '../../_lib/wrap';

// GET /api/broadband/plans?provider=&idx=&type=UFB|FWA – the plans on sale at that address, and the check's PrequalUUID
export const GET = withPublic(null, gated(PlansQuery, async ({ provider, idx, type }, { rc }) => plansAt(rc, { provider, idx }, type)));
