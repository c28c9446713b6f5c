import { formatNzNumber } from '@/components/format/format-msisdn';
import { ActionsSwap } from '@/components/sim/actions-swap';
import { requireScreen } from '../../../_lib/require-screen';
import { childMetadata, SimChildPage } from '../_lib/child-page';
import { passwordAllowed } from '../_lib/sim-pages';

export const generateMetadata = childMetadata('simSwap');

/** sim-swap: the current number moves to a new, pre-activated SIM (after the second factor). */
export default async function SimSwapPage() {
  const data = await requireScreen('sim-swap');
  const allowPassword = await passwordAllowed();
  const number = data.account.current ? formatNzNumber(data.account.current.msisdn) : '';
  return (
    <SimChildPage label="simSwap">
      <ActionsSwap number={number} allowPassword={allowPassword} />
    </SimChildPage>
  );
}
