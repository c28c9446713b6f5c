/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChooseService } from '@/components/broadband/account/choose-service';
import { renderIntl } from '../support/render-intl';
import { fakeBff } from './payment-bff';
import { bffError } from './top-up-fakes';

/** POS §2 "select-ufb-product (signed in; several fibre services)": one chosen → PUT /api/broadband/services/current → the broadband tab. */

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, refresh: jest.fn(), replace: jest.fn() }) }));

const SERVICES = [
  { id: 'svc-1', planName: 'Fibre 300', address: '101 Lambton Quay, Wellington', current: true },
  { id: 'svc-2', planName: 'Fibre 100', address: '125 Queen Street, Auckland', current: false },
];

beforeEach(() => mockPush.mockReset());

test('the current one is chosen at first; another chosen and Continue → the choice sent, then the broadband tab', async () => {
  const seen = fakeBff({ 'PUT /api/broadband/services/current': [{ status: 200, body: { ok: true } }] });
  renderIntl(<ChooseService services={SERVICES} />);
  expect((screen.getByRole('radio', { name: /101 Lambton Quay/ }) as HTMLInputElement).checked).toBe(true);
  await userEvent.click(screen.getByRole('radio', { name: /125 Queen Street/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(seen).toEqual([{ method: 'PUT', path: '/api/broadband/services/current', body: { serviceId: 'svc-2' } }]);
  expect(mockPush).toHaveBeenCalledWith('/profile/broadband');
});

test('a refusal is said and the page stays', async () => {
  fakeBff({ 'PUT /api/broadband/services/current': [bffError(404, 'not_found', 'Not found')] });
  renderIntl(<ChooseService services={SERVICES} />);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('alert')).toBeTruthy();
  expect(mockPush).not.toHaveBeenCalled();
});
