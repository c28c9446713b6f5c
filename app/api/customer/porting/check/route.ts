import { numberCheck } from '@/lib/porting/calls';
import { NumberCheckInput } from '@/lib/porting/schemas';
import { withCustomer } from '../../../_lib/wrap';

// GET /api/customer/porting/check?number= – may this number come to us, and from which carrier
export const GET = withCustomer(NumberCheckInput, async (input, { rc }) => numberCheck(rc, input.number));
