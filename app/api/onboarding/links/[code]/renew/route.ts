import { z } from 'zod';
import { renewLink } from '@/lib/onboarding/calls';
import { linkCode, pathId } from '@/lib/onboarding/schemas';
import { withCustomer } from '../../../../_lib/wrap';

// POST /api/onboarding/links/{code}/renew – an expired link: a new one by SMS to the SIM's number
export const POST = withCustomer(z.object({}), async (_input, { rc, params }) => renewLink(rc, pathId(params.code, linkCode)));
