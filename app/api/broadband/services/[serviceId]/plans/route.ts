import { servicePlansFor } from '@/lib/broadband/account';
import { broadbandCustomer } from '../../../_lib/gated';

// GET /api/broadband/services/{serviceId}/plans – the plans on sale at the service's address, the current one marked
export const GET = broadbandCustomer(null, async (_input, { rc, params }) => ({ plans: await servicePlansFor(rc, params.serviceId ?? '') }));
