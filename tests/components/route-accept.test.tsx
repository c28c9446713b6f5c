/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AcceptRoute } from '@/components/families/route-accept';
import { renderIntl } from '../support/render-intl';
import { fakeBff } from './payment-bff';
import { bffError, paidByHana, requestsView, routesView, tamasPhone, tamasRequest } from './route-fakes';

/**
 * The emailed link (`/profile/balance/billing-methods/accept/{code}`): 'Accept a payer' for an
 * offer, 'Pay for someone' for a request (with the limit I set); 'no_invite' and
 * 'acceptRouteByToken Error' in the catalogue's words; the outcome kept after the code is gone.
 */

const BY_CODE = 'GET /api/customer/billing-routes/requests?code=CODE-1';
const offer = { ...tamasRequest, uuid: 'appr-2', type: 'invite' as const, requestedBy: 'Hana Kereama', requestedTo: 'child@example.com', spendLimit: 5000, spendCycle: 1 as const };

test('an offer: "Accept a payer", who offers and the limit; Accept answers by the code and says who pays now', async () => {
  const seen = fakeBff({ [BY_CODE]: [{ status: 200, body: requestsView([offer]) }], 'POST /api/customer/billing-routes/accept/CODE-1': [{ status: 200, body: routesView([paidByHana]) }] });
  renderIntl(<AcceptRoute code="CODE-1" initial={requestsView([offer])} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Accept a payer' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: 'Hana Kereama offers to pay for you' })).toBeTruthy();
  expect(screen.getByText('Limit $50.00 a month')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
  expect((await screen.findByRole('status')).textContent).toBe('Hana Kereama now pays for you.');
  expect(screen.getByRole('link', { name: 'Back to who pays' }).getAttribute('href')).toBe('/billing-routes');
  expect(seen.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', path: '/api/customer/billing-routes/accept/CODE-1', body: { action: 'approve' } }]);
});

test('a request: "Pay for someone" with the limit I set, approved by its id', async () => {
  const seen = fakeBff({
    [BY_CODE]: [{ status: 200, body: requestsView([tamasRequest]) }],
    'POST /api/customer/billing-routes/requests/appr-1': [{ status: 200, body: routesView([tamasPhone]) }],
  });
  renderIntl(<AcceptRoute code="CODE-1" initial={requestsView([tamasRequest])} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Pay for someone' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: 'Tama Kereama asks you to pay for them' })).toBeTruthy();
  await userEvent.type(screen.getByRole('textbox', { name: /Limit/ }), '30');
  await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
  expect((await screen.findByRole('status')).textContent).toBe('You now pay for Tama Kereama.');
  expect(seen.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([['/api/customer/billing-routes/requests/appr-1', { action: 'approve', total: '30', cycle: 1 }]]);
});

test('Decline of an offer, refused by the upstream: "We couldn\'t accept this invite. Please try again." and the buttons stay', async () => {
  fakeBff({ [BY_CODE]: [{ status: 200, body: requestsView([offer]) }], 'POST /api/customer/billing-routes/accept/CODE-1': [bffError(502, 'accept_route_error', 'acceptRouteByToken Error')] });
  renderIntl(<AcceptRoute code="CODE-1" initial={requestsView([offer])} />);
  await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
  expect((await screen.findByRole('alert')).textContent).toBe("We couldn't accept this invite. Please try again.");
  await waitFor(() => expect(screen.getByRole('button', { name: 'Accept' })).toHaveProperty('disabled', false));
});

test('no approval with the code: "There is no invite for this link. It may have been cancelled."; an expired one says so and offers no Accept', () => {
  fakeBff({ [BY_CODE]: [{ status: 200, body: requestsView() }] });
  const view = renderIntl(<AcceptRoute code="CODE-1" initial={requestsView()} />);
  expect(screen.getByText('There is no invite for this link. It may have been cancelled.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  view.unmount();

  renderIntl(<AcceptRoute code="CODE-1" initial={requestsView([{ ...offer, status: 'expired' }])} />);
  expect(screen.getByText('This invite has expired. Ask for a new one.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
});
