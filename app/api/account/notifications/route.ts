import { getFlags } from '@/lib/config/calls';
import { NotificationsBody, type NotificationPrefs } from '@/lib/customer/schemas';
import { ApiError } from '@/lib/errors';
import { currentCustomerUuid } from '@/lib/customer/calls';
import { getNotifications, setNotifications } from '@/lib/customer/self-service';
import { withCustomer } from '../../_lib/wrap';

type Prefs = NotificationPrefs;
type Wire = { Billing: { Email: boolean; SMS: boolean }; Usage: { Email: boolean; SMS: boolean }; Offers: { Email: boolean; SMS: boolean } };

const toView = (w: Wire): Prefs => ({
  billing: { email: w.Billing.Email, sms: w.Billing.SMS },
  usage: { email: w.Usage.Email, sms: w.Usage.SMS },
  offers: { email: w.Offers.Email, sms: w.Offers.SMS },
});
const toWire = (p: Prefs): Wire => ({
  Billing: { Email: p.billing.email, SMS: p.billing.sms },
  Usage: { Email: p.usage.email, SMS: p.usage.sms },
  Offers: { Email: p.offers.email, SMS: p.offers.sms },
});

/** "notifications on" (build-time settings): with the switch off there are no notification settings here. */
async function requireNotifications(): Promise<void> {
  if (!(await getFlags()).notifications) throw new ApiError('not_found');
}

// GET /api/account/notifications – per topic (billing, usage alerts, offers), email and SMS
export const GET = withCustomer(null, async (_input, { rc }) => {
  await requireNotifications();
  return { notifications: toView(await getNotifications(rc, currentCustomerUuid(rc))) };
});

// PUT /api/account/notifications
export const PUT = withCustomer(NotificationsBody, async (prefs, { rc }) => {
  await requireNotifications();
  return { notifications: toView(await setNotifications(rc, currentCustomerUuid(rc), toWire(prefs))) };
});
