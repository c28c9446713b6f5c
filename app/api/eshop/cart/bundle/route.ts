import { getFlags } from '@/lib/config/calls';
import { addBundle } from '@/lib/eshop/shop';
import { withPublic } from '../../../_lib/wrap';
import { Bundle } from '@/lib/eshop/schemas';

// POST /api/eshop/cart/bundle – a multi-SIM bundle; each SIM's problem → 422 sim_invalid with details
export const POST = withPublic(Bundle, async (input, { rc }) => ({ cart: await addBundle(rc, await getFlags(), input) }), { suspended: 'refuse' });
