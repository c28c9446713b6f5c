import { saveUsageAlerts, usageAlerts } from '@/lib/usage/calls';
import { UsageAlertsInput } from '@/lib/usage/schemas';
import { withCustomer } from '../../_lib/wrap';

// GET /api/customer/usage-alerts – whether the customer is emailed at 80% and at 100% of an allowance
export const GET = withCustomer(null, async (_input, { rc }) => usageAlerts(rc));

// PUT /api/customer/usage-alerts – both choices at once
export const PUT = withCustomer(UsageAlertsInput, async (input, { rc }) => saveUsageAlerts(rc, input));
