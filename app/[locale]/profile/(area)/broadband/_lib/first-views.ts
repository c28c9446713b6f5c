import 'server-only';
import type { OrdersAnswer, ServicesAnswer } from '@/components/broadband/account/queries';

/**
 * The server's first view of the broadband services and orders (docs/broadband-contract.md §3.2:
 * "Pages read the same data server side"). None: the sections ask from the browser.
 */
export async function firstServices(here: string): Promise<{ services?: ServicesAnswer; orders?: OrdersAnswer }> {
  void here;
  return {};
}
