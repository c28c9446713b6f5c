import { listSimItems } from '@/lib/eshop/shop';
import { withPublic } from '../../_lib/wrap';

// GET /api/eshop/items – the three SIM items (eSIM, SIM card, fixed wireless SIM)
export const GET = withPublic(null, async (_input, { rc }) => ({ items: await listSimItems(rc) }));
