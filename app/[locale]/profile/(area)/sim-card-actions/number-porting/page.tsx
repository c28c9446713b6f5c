import { ClientMessages } from '@/components/i18n/client-messages';
import { formatNzNumber } from '@/components/format/format-msisdn';
import { NumberPorting } from '@/components/porting/number-porting';
import { portingOf } from '@/lib/porting/calls';
import { firstView } from '../../../_lib/first-view';
import { requireScreen } from '../../../_lib/require-screen';
import { childMetadata, SimChildPage } from '../_lib/child-page';

export const generateMetadata = childMetadata('numberPorting');

/**
 * number-porting (flags simActions + simNumberPorting): "Bring your number". No port → the form;
 * a port → its timeline and the current step's words (docs/onboarding-contract.md §4). The port
 * is the server's first view, then followed from the browser while it moves on.
 */
export default async function NumberPortingPage() {
  const data = await requireScreen('number-porting');
  const current = data.account.current ? formatNzNumber(data.account.current.msisdn) : '';
  // The server's first view of the port (none on an outage: the section asks again from the browser).
  const initial = await firstView('/profile/sim-card-actions/number-porting', (ctx) => portingOf(ctx));
  return (
    <SimChildPage label="numberPorting">
      <ClientMessages namespaces={['porting', 'validation']}>
        <NumberPorting current={current} initial={initial} />
      </ClientMessages>
    </SimChildPage>
  );
}
