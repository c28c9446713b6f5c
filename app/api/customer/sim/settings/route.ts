import { saveSimSettings, simSettings } from '@/lib/sim/calls';
import { SettingsInput } from '@/lib/sim/schemas';
import { withCustomer } from '../../../_lib/wrap';

// GET /api/customer/sim/settings – the current product's call forwarding, waiting, hold and barring, and the supported call features
export const GET = withCustomer(null, async (_input, { rc }) => simSettings(rc));

// PUT /api/customer/sim/settings – all nine settings at once, consistent (the page confirmed the knock-ons)
export const PUT = withCustomer(SettingsInput, async (input, { rc }) => saveSimSettings(rc, input));
