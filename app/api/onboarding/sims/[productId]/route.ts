import { activationSetup } from '@/lib/onboarding/calls';
import { pathId } from '@/lib/onboarding/schemas';
import { withCustomer } from '../../../_lib/wrap';

// GET /api/onboarding/sims/{productId} – the SIM, the plans of its type and the ways to pay
export const GET = withCustomer(null, async (_input, { rc, params }) => activationSetup(rc, pathId(params.productId)));
