import { activate } from '@/lib/onboarding/calls';
import { ActivateInput, pathId } from '@/lib/onboarding/schemas';
import { withCustomer } from '../../../../_lib/wrap';
import { MONEY } from '../../../../_lib/idempotent';

// POST /api/onboarding/sims/{productId}/activate – plan, payment and (optionally) the port: the checks, the dry run, the activation of its kind; a clientSecret when the payment step confirms
export const POST = withCustomer(ActivateInput, async (input, { rc, params }) => activate(rc, pathId(params.productId), input), { idempotent: MONEY });
