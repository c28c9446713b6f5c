import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { SHARED_CLIENT_NAMESPACES } from '@/components/i18n/client-messages';
import type { SimSettings, SimSettingsView } from '@/lib/sim/types';
import en from '@/messages/en.json';
import { testQueryClient } from '../support/render-intl';

/** The SIM settings component tests: the defaults every product starts with (docs/sim-contract.md §2.1). */
export const defaults: SimSettings = {
  forwardUnconditional: false,
  forwardBusy: true,
  forwardNoReply: true,
  forwardNotReachable: true,
  callWaiting: true,
  callHold: true,
  incomingCalls: true,
  outgoingCalls: true,
  forwardTo: null,
};

export const settingsView = (over: Partial<SimSettings> = {}): SimSettingsView => ({
  productUuid: 'p-1',
  settings: { ...defaults, ...over },
  features: ['internationalRoaming', 'voiceSettings', 'callBarring', 'multiParty', 'callWaiting'],
});

/**
 * Renders as the pages give messages (ClientMessages): the shared namespaces, the page's own and
 * validation, no others; a message missing from them fails the test.
 */
export function renderAsPage(namespace: 'simSettings' | 'callSecurity', ui: ReactElement) {
  const messages = Object.fromEntries([...SHARED_CLIENT_NAMESPACES, namespace, 'validation'].map((ns) => [ns, en[ns as keyof typeof en]]));
  const onError = (e: Error) => {
    throw e;
  };
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <NextIntlClientProvider locale="en" messages={messages} timeZone="Pacific/Auckland" onError={onError}>
        {ui}
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}
