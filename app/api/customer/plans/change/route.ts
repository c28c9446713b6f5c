import { changePlan } from '@/lib/plans/calls';
import { PlanChangeInput } from '@/lib/plans/schemas';
import { withCustomer } from '../../../_lib/wrap';
import { MONEY } from '../../../_lib/idempotent';

// POST /api/customer/plans/change – change the current product's plan now or at the next billing date
export const POST = withCustomer(PlanChangeInput, async (input, { rc }) => changePlan(rc, input), { idempotent: MONEY });
