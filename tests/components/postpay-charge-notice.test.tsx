/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { AddonBuyDialog } from '@/components/plans/addon-buy-dialog';
import { PlanChangeDialog } from '@/components/plans/plan-change-dialog';
import type { PaymentsConfig } from '@/lib/payments/types';
import { renderIntl } from '../support/render-intl';
import { polyfillDialog } from './dialog-polyfill';
import { addonsView, boost, plansView, valuePack } from './your-plan-fakes';

/**
 * Issue 30 item 5: "Postpay charges occur up to 15 days after purchase" (portal-shop-onboarding.md
 * §5), told where a postpay customer buys: an add-on and a plan change. A prepay customer pays at once.
 */

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }) }));
beforeAll(polyfillDialog);
const payments: PaymentsConfig = { provider: 'none' };
const NOTICE = /up to 15 days after/;

test('a postpay add-on says the charge can come up to 15 days later; a prepay one does not', () => {
  const { unmount } = renderIntl(<AddonBuyDialog addon={boost} view={addonsView({ kind: 'postpay', creditCents: null })} payments={payments} topUpAllowed={false} onDone={jest.fn()} onDismiss={jest.fn()} />);
  expect(screen.getByText('The charge can reach your account up to 15 days after you buy.')).toBeTruthy();
  unmount();
  renderIntl(<AddonBuyDialog addon={boost} view={addonsView()} payments={payments} topUpAllowed={false} onDone={jest.fn()} onDismiss={jest.fn()} />);
  expect(screen.queryByText(NOTICE)).toBeNull();
});

test('a postpay plan change says the same; a prepay one does not', () => {
  const { unmount } = renderIntl(<PlanChangeDialog plan={valuePack} view={plansView({ kind: 'postpay' })} topUpAllowed={false} payments={payments} onDone={jest.fn()} onDismiss={jest.fn()} />);
  expect(screen.getByText('The charge can reach your account up to 15 days after the change.')).toBeTruthy();
  unmount();
  renderIntl(<PlanChangeDialog plan={valuePack} view={plansView()} topUpAllowed={false} payments={payments} onDone={jest.fn()} onDismiss={jest.fn()} />);
  expect(screen.queryByText(NOTICE)).toBeNull();
});
