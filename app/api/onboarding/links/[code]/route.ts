import { activationLink } from '@/lib/onboarding/calls';
import { linkCode, pathId } from '@/lib/onboarding/schemas';
import { withCustomer } from '../../../_lib/wrap';

// GET /api/onboarding/links/{code} – the adoption link as it stands (valid, expired or used)
export const GET = withCustomer(null, async (_input, { rc, params }) => activationLink(rc, pathId(params.code, linkCode)));
