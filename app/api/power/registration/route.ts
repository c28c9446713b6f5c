import { registerPower } from '@/lib/rewards/calls';
import { PowerRegistrationInput } from '@/lib/rewards/schemas';
import { withCustomer } from '../../_lib/wrap';

// POST /api/power/registration – sign up for power (a broadband customer, once)
export const POST = withCustomer(PowerRegistrationInput, async (input, { rc }) => registerPower(rc, input));
