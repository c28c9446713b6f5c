import { SecuritySettings } from '@/components/sim/security-filters';
import { callSecurity } from '@/lib/sim/calls';
import { firstView } from '../../../../_lib/first-view';
import { requireScreen } from '../../../../_lib/require-screen';
import { SECURITY_PATH, SecurityPage, securityMetadata } from '../_lib/security-page';

export const generateMetadata = () => securityMetadata('basic');

/** mobile/security/basic: 'Spam filtering', the call and text filter levels. */
export default async function SpamFilteringPage() {
  await requireScreen('mobile/security/basic');
  const initial = await firstView(`${SECURITY_PATH}/basic`, callSecurity);
  return (
    <SecurityPage k="basic">
      <SecuritySettings screen="basic" initial={initial} />
    </SecurityPage>
  );
}
