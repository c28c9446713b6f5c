import { chatLogin } from '@/lib/help/calls';
import type { ChatLoginAnswer } from '@/lib/help/types';
import { withCustomer } from '../../_lib/wrap';

// POST /api/support/chat-login – the chat widget's login for the signed-in customer.
// Whose chat it is comes from the session only; a body is ignored. "A failure or missing token
// silently logs the user out of chat": `{ provider: null }` with 200, never an error the page
// would show. Only the wrapper's own checks answer errors (403 bad Origin, 401 no session).
export const POST = withCustomer(null, async (_input, { rc }): Promise<ChatLoginAnswer> => {
  const login = await chatLogin(rc);
  return login ? { provider: login.provider, token: login.token } : { provider: null };
  // The suspended page sends its customer to the help centre, whose chat is this.
}, { suspended: 'allow' });
