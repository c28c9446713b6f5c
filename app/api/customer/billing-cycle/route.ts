import { billingCycle, changeBillingCycle } from '@/lib/billing/money-calls';
import { BillingCycleInput } from '@/lib/billing/money-schemas';
import { withCustomer } from '../../_lib/wrap';

// GET /api/customer/billing-cycle – the postpay billing cycle and its periods
export const GET = withCustomer(null, async (_input, { rc }) => billingCycle(rc));

// POST /api/customer/billing-cycle – change it (billing cycle flag; the open bill closes now and is due)
export const POST = withCustomer(BillingCycleInput, async ({ cycle }, { rc }) => changeBillingCycle(rc, cycle));
