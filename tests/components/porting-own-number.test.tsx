/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortingForm } from '@/components/porting/porting-form';
import { renderIntl } from '../support/render-intl';
import { fakeBff } from './payment-bff';

/*
 * Issue 28, item 2: "the porting number check prints 'page not found' under the customer's own
 * number". The check of a number that is already the customer's own says so under the field, in
 * our words.
 */

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }) }));

test("Check on the customer's own number: 'already your number with us'", async () => {
  fakeBff({
    'GET /api/customer/porting/check?number=021%20555%200901': [{ status: 200, body: { number: '021 555 0901', portable: false, carrier: 'Tūī Mobile', reason: 'This number is already with us', own: true } }],
  });
  renderIntl(<PortingForm mode="embedded" productId="p-1" value={null} onChange={() => undefined} />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Your number' }), '021 555 0901');
  await userEvent.click(screen.getByRole('button', { name: 'Check' }));
  expect(await screen.findByRole('textbox', { name: 'Your number', description: /021 555 0901 is already your number with us, so there's nothing to bring over\./ })).toBeTruthy();
  expect(screen.queryByText(/page not found/i)).toBeNull();
});
