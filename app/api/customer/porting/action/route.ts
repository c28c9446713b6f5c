import { portingAction } from '@/lib/porting/calls';
import { PortingActionInput } from '@/lib/porting/schemas';
import { withCustomer } from '../../../_lib/wrap';

// POST /api/customer/porting/action – { action: 'resend_sms' }: the losing carrier's text again, the two hours restarted
export const POST = withCustomer(PortingActionInput, async (input, { rc }) => portingAction(rc, input));
