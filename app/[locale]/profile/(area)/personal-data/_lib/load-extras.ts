import 'server-only';
import { ApiError } from '@/lib/errors/api-error';
import { getNotifications, getRewardsCard } from '@/lib/customer/self-service';
import type { RequestContext } from '@/lib/upstream/context';
import { leaveIfEnded } from '@/lib/upstream/request';
import type { Notifications } from '../_components/personal-actions';

export const PERSONAL_DATA_PATH = '/profile/personal-data';

/**
 * A part the account may not have: the upstream's 404 is that absence (null). Issue 10, finding 9:
 * "only the expected absence becomes null; anything else goes to the error boundary or the
 * session end" — a refused session goes to the session end, every other failure is thrown to
 * the page's error boundary (Try again).
 */
async function absentWhenNotFound<T>(ctx: RequestContext, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (err) {
    leaveIfEnded(ctx, PERSONAL_DATA_PATH);
    if (err instanceof ApiError && err.code === 'not_found') return null;
    throw err;
  }
}

/** The notification preferences and the rewards card of personal-data (no card: rewardsCardUuid null). */
export async function loadExtras(ctx: RequestContext, uuid: string | undefined, withNotifications = true): Promise<{ notifications: Notifications | null; rewardsCardUuid: string | null }> {
  if (!uuid) return { notifications: null, rewardsCardUuid: null };
  const [wire, rewardsCardUuid] = await Promise.all([
    withNotifications ? absentWhenNotFound(ctx, () => getNotifications(ctx, uuid)) : null,
    absentWhenNotFound(ctx, () => getRewardsCard(ctx, uuid)),
  ]);
  const notifications: Notifications | null = wire && {
    billing: { email: wire.Billing.Email, sms: wire.Billing.SMS },
    usage: { email: wire.Usage.Email, sms: wire.Usage.SMS },
    offers: { email: wire.Offers.Email, sms: wire.Offers.SMS },
  };
  return { notifications, rewardsCardUuid };
}
