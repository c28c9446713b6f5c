import { buyAddon } from '@/lib/plans/calls';
import { AddonBuyInput } from '@/lib/plans/schemas';
import { withCustomer } from '../../../_lib/wrap';
import { MONEY } from '../../../_lib/idempotent';

// POST /api/customer/addons/buy – buy an add-on (or a first plan) from the credit, by card (the payment step confirms it) or on the bill
export const POST = withCustomer(AddonBuyInput, async (input, { rc }) => buyAddon(rc, input), { idempotent: MONEY });
