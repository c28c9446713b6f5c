import { formatNzNumber } from '@/components/format/format-msisdn';
import { ActionsNumber } from '@/components/sim/actions-number';
import { requireScreen } from '../../../_lib/require-screen';
import { childMetadata, SimChildPage } from '../_lib/child-page';
import { passwordAllowed } from '../_lib/sim-pages';

export const generateMetadata = childMetadata('phoneNumberChange');

/** phone-number-change (flag phoneNumberChange): pick a new number from the search, confirmed, after the second factor. */
export default async function PhoneNumberChangePage() {
  const data = await requireScreen('phone-number-change');
  const allowPassword = await passwordAllowed();
  const current = data.account.current ? formatNzNumber(data.account.current.msisdn) : '';
  return (
    <SimChildPage label="phoneNumberChange">
      <ActionsNumber current={current} allowPassword={allowPassword} />
    </SimChildPage>
  );
}
