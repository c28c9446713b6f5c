import { issueChallenge } from '@/lib/captcha/altcha';
import { withPublic } from '../../_lib/wrap';
import { limitClient, openGate } from '../../guest/_lib/guard';

// GET /api/captcha/challenge – an ALTCHA challenge signed with the captcha key (404 while neither guest page is open)
export const GET = withPublic(null, async (_input, { req }) => {
  const key = await openGate('any');
  await limitClient(req, 'challenge');
  return issueChallenge(key);
});
