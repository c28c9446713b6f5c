import { ClientMessages } from '@/components/i18n/client-messages';
import { MissingDocument } from '../../_components/not-found';

/** An unknown or someone else's invoice: 'The invoice #{number} Not Found' with HTTP 404 (the page calls notFound()). */
export default function InvoiceNotFound() {
  return (
    <ClientMessages namespaces={['invoices']}>
      <MissingDocument kind="invoice" />
    </ClientMessages>
  );
}
