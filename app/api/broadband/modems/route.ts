import { modemsFor } from '@/lib/broadband/order';
import { ModemsQuery } from '@/lib/broadband/schemas';
import { broadbandPublic } from '../_lib/gated';

// GET /api/broadband/modems?type=UFB|FWA – the e-shop's modems of that network
export const GET = broadbandPublic(ModemsQuery, async ({ type }, { rc }) => ({ modems: await modemsFor(rc, type) }));
