import { getFlags } from '@/lib/config/calls';
import { NumbersPage } from '@/lib/eshop/schemas';
import { poolNumbers } from '@/lib/eshop/shop';
import { withPublic } from '../../_lib/wrap';

// GET /api/eshop/numbers?page= – the numbers a new SIM may be given (number pre-selection on; else 404), 15 a page
export const GET = withPublic(NumbersPage, async (input, { rc }) => poolNumbers(rc, await getFlags(), input.page));
