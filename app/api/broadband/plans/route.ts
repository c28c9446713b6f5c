import { plansAt } from '@/lib/broadband/order';
import { PlansQuery } from '@/lib/broadband/schemas';
import { broadbandPublic } from '../_lib/gated';

// GET /api/broadband/plans?provider=&idx=&type=UFB|FWA – the plans on sale at that address, and the check's PrequalUUID
export const GET = broadbandPublic(PlansQuery, async ({ provider, idx, type }, { rc }) => plansAt(rc, { provider, idx }, type));
