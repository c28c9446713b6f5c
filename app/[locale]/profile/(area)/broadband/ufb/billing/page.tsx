import { BillingPage, billingMetadata } from '../../_lib/billing-page';

export const generateMetadata = billingMetadata('UFB');

/** broadband/ufb/billing (the UFB module). */
export default function UfbBillingPage() {
  return <BillingPage technology="UFB" />;
}
