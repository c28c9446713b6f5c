import { z } from 'zod';
import { finalise } from '@/lib/onboarding/calls';
import { pathId } from '@/lib/onboarding/schemas';
import { withCustomer } from '../../../../_lib/wrap';

// POST /api/onboarding/sims/{productId}/finalise – after the payment step (or at once): prepay's finalise_activation, the port; answers the progress
export const POST = withCustomer(z.object({}), async (_input, { rc, params }) => finalise(rc, pathId(params.productId)));
