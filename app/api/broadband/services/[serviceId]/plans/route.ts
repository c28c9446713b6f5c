import { servicePlansFor } from '@/lib/broadband/account';
import { gated } from '../../../_lib/gated';
import { withCustomer } from '../../../../_lib/wrap';

// GET /api/broadband/services/{serviceId}/plans – the plans on sale at the service's address, the current one marked
export const GET = withCustomer(null, gated(null, async (_input, { rc, params }) => ({ plans: await servicePlansFor(rc, params.serviceId ?? '') })));
