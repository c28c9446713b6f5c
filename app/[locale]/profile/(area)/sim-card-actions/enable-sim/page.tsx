import { ActionsToggle } from '@/components/sim/actions-toggle';
import { requireScreen } from '../../../_lib/require-screen';
import { childMetadata, SimChildPage } from '../_lib/child-page';
import { passwordAllowed, statusFirstView } from '../_lib/sim-pages';

export const generateMetadata = childMetadata('enableSim');

/** enable-sim (flag simDisableEnable): the SIM's state and 'Enable SIM', confirmed, after the second factor. */
export default async function EnableSimPage() {
  await requireScreen('enable-sim');
  const [allowPassword, initial] = await Promise.all([passwordAllowed(), statusFirstView('/profile/sim-card-actions/enable-sim')]);
  return (
    <SimChildPage label="enableSim">
      <ActionsToggle action="enable" initial={initial} allowPassword={allowPassword} />
    </SimChildPage>
  );
}
