import { cardList } from '@/lib/billing/calls';
import { withCustomer } from '../../_lib/wrap';

// GET /api/customer/payment-methods – the saved cards, default first, read fresh ("Cards are observed live")
export const GET = withCustomer(null, async (_input, { rc }) => cardList(rc));
