import { SecuritySettings } from '@/components/sim/security-filters';
import { callSecurity } from '@/lib/sim/calls';
import { firstView } from '../../../../_lib/first-view';
import { requireScreen } from '../../../../_lib/require-screen';
import { SECURITY_PATH, SecurityPage, securityMetadata } from '../_lib/security-page';

export const generateMetadata = () => securityMetadata('advanced');

/** mobile/security/advanced: withheld and overseas numbers to voicemail. */
export default async function AdvancedSecurityPage() {
  await requireScreen('mobile/security/advanced');
  const initial = await firstView(`${SECURITY_PATH}/advanced`, callSecurity);
  return (
    <SecurityPage k="advanced">
      <SecuritySettings screen="advanced" initial={initial} />
    </SecurityPage>
  );
}
