import { progress } from '@/lib/onboarding/calls';
import { pathId } from '@/lib/onboarding/schemas';
import { withCustomer } from '../../../../_lib/wrap';

// GET /api/onboarding/sims/{productId}/progress – where the activation stands
export const GET = withCustomer(null, async (_input, { rc, params }) => progress(rc, pathId(params.productId)));
