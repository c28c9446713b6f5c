import { ClientMessages } from '@/components/i18n/client-messages';
import { formatNzNumber } from '@/components/format/format-msisdn';
import { NumberPorting } from '@/components/porting/number-porting';
import { requireScreen } from '../../../_lib/require-screen';
import { childMetadata, SimChildPage } from '../_lib/child-page';

export const generateMetadata = childMetadata('numberPorting');

/**
 * number-porting (flags simActions + simNumberPorting): "Bring your number". No port → the form;
 * a port → its timeline and the current step's words (docs/onboarding-contract.md §4). The port
 * is read from the browser and followed while it moves on.
 */
export default async function NumberPortingPage() {
  const data = await requireScreen('number-porting');
  const current = data.account.current ? formatNzNumber(data.account.current.msisdn) : '';
  return (
    <SimChildPage label="numberPorting">
      <ClientMessages namespaces={['porting', 'validation']}>
        <NumberPorting current={current} />
      </ClientMessages>
    </SimChildPage>
  );
}
