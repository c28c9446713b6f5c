import { ClientMessages } from '@/components/i18n/client-messages';
import { MissingDocument } from '../../_components/not-found';

/** An unknown or someone else's receipt: 'The receipt #{number} Not Found' with HTTP 404 (the page calls notFound()). */
export default function ReceiptNotFound() {
  return (
    <ClientMessages namespaces={['receipts']}>
      <MissingDocument kind="receipt" />
    </ClientMessages>
  );
}
