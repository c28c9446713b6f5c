import { changePlan } from '@/lib/broadband/account';
import { CURRENT_SERVICE_COOKIE } from '@/lib/broadband/current';
import { ChangePlan } from '@/lib/broadband/schemas';
import { gated } from '../../../_lib/gated';
import { withCustomer } from '../../../../_lib/wrap';
import { MONEY } from '../../../../_lib/idempotent';

// POST /api/broadband/services/{serviceId}/change-plan – the service on the new plan, now
export const POST = withCustomer(null, gated(ChangePlan, async ({ availabilityUuid }, { rc, params, req }) =>
  changePlan(rc, params.serviceId ?? '', availabilityUuid, req.cookies.get(CURRENT_SERVICE_COOKIE)?.value)), { idempotent: MONEY });
