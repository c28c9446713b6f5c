import { ActionsDetails } from '@/components/sim/actions-details';
import { requireScreen } from '../../../_lib/require-screen';
import { childMetadata, SimChildPage } from '../_lib/child-page';
import { passwordAllowed } from '../_lib/sim-pages';

export const generateMetadata = childMetadata('simDetails');

/** sim-details: the SIM's number, SIM ID, IMSI and (with `pukOnSimDetails`) PUK, after the second factor. */
export default async function SimDetailsPage() {
  await requireScreen('sim-details');
  const allowPassword = await passwordAllowed();
  return (
    <SimChildPage label="simDetails">
      <ActionsDetails allowPassword={allowPassword} />
    </SimChildPage>
  );
}
