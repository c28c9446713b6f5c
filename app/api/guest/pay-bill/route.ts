import { guestPayBill } from '@/lib/guest/calls';
import { GuestPayBillInput } from '@/lib/guest/schemas';
import { withPublic } from '../../_lib/wrap';
import { limitClient, openGate } from '../_lib/guard';

// POST /api/guest/pay-bill – { token, lookup (account or INV number), amountCents, email } → { orderId, clientSecret }
export const POST = withPublic(GuestPayBillInput, async (input, { req, rc }) => {
  await openGate('pay-bill');
  await limitClient(req, 'pay');
  return guestPayBill(input, rc.requestId);
});
