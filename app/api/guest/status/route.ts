import { guestStatus } from '@/lib/guest/calls';
import { GuestStatusInput } from '@/lib/guest/schemas';
import { withPublic } from '../../_lib/wrap';
import { limitClient, openGate } from '../_lib/guard';

// POST /api/guest/status – { purpose, lookup, orderId } → { status: pending | completed | failed, reference: our order reference | null }; completed sends the receipt
// No Idempotency-Key: a status read moves no money; its receipt is sent once per payment (the sandbox's GP- reference) and limited per recipient.
export const POST = withPublic(GuestStatusInput, async ({ purpose, lookup, orderId }, { req, rc }) => {
  await openGate(purpose);
  await limitClient(req, 'status');
  return guestStatus(purpose, lookup, orderId, rc.requestId);
});
