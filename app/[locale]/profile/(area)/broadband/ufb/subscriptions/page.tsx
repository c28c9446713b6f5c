import { SubscriptionsPage, subscriptionsMetadata } from '../../_lib/subscriptions-page';

export const generateMetadata = subscriptionsMetadata('UFB');

/** broadband/ufb/subscriptions (the UFB module): the fibre services. */
export default function UfbSubscriptionsPage() {
  return <SubscriptionsPage kind="UFB" />;
}
