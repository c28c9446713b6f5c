import { finalise } from '@/lib/onboarding/calls';
import { FinaliseInput, pathId } from '@/lib/onboarding/schemas';
import { withCustomer } from '../../../../_lib/wrap';

// POST /api/onboarding/sims/{productId}/finalise – after the payment step (or at once): prepay's finalise_activation, the port typed at activation; answers the progress
export const POST = withCustomer(FinaliseInput, async (input, { rc, params }) => finalise(rc, pathId(params.productId), input.porting));
