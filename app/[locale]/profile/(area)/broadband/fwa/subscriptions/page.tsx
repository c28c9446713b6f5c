import { SubscriptionsPage, subscriptionsMetadata } from '../../_lib/subscriptions-page';

export const generateMetadata = subscriptionsMetadata('FWA');

/** broadband/fwa/subscriptions (the FWA module): the fixed wireless services. */
export default function FwaSubscriptionsPage() {
  return <SubscriptionsPage kind="FWA" />;
}
