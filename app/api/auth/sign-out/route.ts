import { endSession } from '@/lib/upstream/context';
import { withPublic } from '../../_lib/wrap';

// POST /api/auth/sign-out – ends the session: the cookie and everything it held are cleared
export const POST = withPublic(null, async (_input, { rc }) => {
  endSession(rc);
  return { redirectTo: '/' };
});
