import { BillingPage, billingMetadata } from '../../_lib/billing-page';

export const generateMetadata = billingMetadata('FWA');

/** broadband/fwa/billing (the FWA module). */
export default function FwaBillingPage() {
  return <BillingPage technology="FWA" />;
}
