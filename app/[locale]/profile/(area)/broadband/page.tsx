import { SubscriptionsPage, subscriptionsMetadata } from './_lib/subscriptions-page';

export const generateMetadata = subscriptionsMetadata('all');

/** broadband (the tab; needs the UFB or FWA module): every broadband service, fibre and fixed wireless. */
export default function BroadbandTab() {
  return <SubscriptionsPage kind="all" />;
}
