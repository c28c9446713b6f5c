import { ActionsToggle } from '@/components/sim/actions-toggle';
import { requireScreen } from '../../../_lib/require-screen';
import { childMetadata, SimChildPage } from '../_lib/child-page';
import { passwordAllowed, statusFirstView } from '../_lib/sim-pages';

export const generateMetadata = childMetadata('disableSim');

/** disable-sim (flag simDisableEnable): the SIM's state and 'Disable SIM', confirmed, after the second factor. */
export default async function DisableSimPage() {
  await requireScreen('disable-sim');
  const [allowPassword, initial] = await Promise.all([passwordAllowed(), statusFirstView('/profile/sim-card-actions/disable-sim')]);
  return (
    <SimChildPage label="disableSim">
      <ActionsToggle action="disable" initial={initial} allowPassword={allowPassword} />
    </SimChildPage>
  );
}
