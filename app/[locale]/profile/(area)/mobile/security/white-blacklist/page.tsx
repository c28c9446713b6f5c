import { NumberListsSection } from '@/components/sim/security-lists';
import { numberLists } from '@/lib/sim/calls';
import { firstView } from '../../../../_lib/first-view';
import { requireScreen } from '../../../../_lib/require-screen';
import { SECURITY_PATH, SecurityPage, securityMetadata } from '../_lib/security-page';

export const generateMetadata = () => securityMetadata('lists');

/** mobile/security/white-blacklist: the allowed and blocked numbers. */
export default async function NumberListsPage() {
  await requireScreen('mobile/security/white-blacklist');
  const initial = await firstView(`${SECURITY_PATH}/white-blacklist`, numberLists);
  return (
    <SecurityPage k="lists">
      <NumberListsSection initial={initial} />
    </SecurityPage>
  );
}
