import { modemsFor } from '@/lib/broadband/order';
import { ModemsQuery } from '@/lib/broadband/schemas';
import { gated } from '../_lib/gated';
import { withPublic } from '../../_lib/wrap';

// GET /api/broadband/modems?type=UFB|FWA – the e-shop's modems of that network
export const GET = withPublic(null, gated(ModemsQuery, async ({ type }, { rc }) => ({ modems: await modemsFor(rc, type) })));
