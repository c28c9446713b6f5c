import { changePlan } from '@/lib/broadband/account';
import { CURRENT_SERVICE_COOKIE } from '@/lib/broadband/current';
import { ChangePlan } from '@/lib/broadband/schemas';
import { broadbandCustomer } from '../../../_lib/gated';

// POST /api/broadband/services/{serviceId}/change-plan – the service on the new plan, now
export const POST = broadbandCustomer(ChangePlan, async ({ availabilityUuid }, { rc, params, req }) =>
  changePlan(rc, params.serviceId ?? '', availabilityUuid, req.cookies.get(CURRENT_SERVICE_COOKIE)?.value));
