/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { ServiceBilling } from '@/components/broadband/account/service-billing';
import { ServiceUsage } from '@/components/broadband/account/service-usage';
import { renderIntl } from '../support/render-intl';
import { service } from './broadband-account-fakes';
import { fakeBff } from './payment-bff';

/** docs/broadband-contract.md §4 "…/billing: the plan's monthly charge, the next bill date, links to invoices and pay bill"; "ufb/usage: fibre is unlimited: 'Unlimited data' and the plan's speeds". */

const LINKS = [
  { href: '/profile/invoices', label: 'invoices' as const },
  { href: '/profile/pay-bill', label: 'payBill' as const },
];

test('billing: each fibre service a month, their total, the next bill and the ways to the bills; cancelled and fixed wireless left out', () => {
  const services = [
    service(),
    service({ id: 'svc-2', planName: 'Fibre Max', priceCents: 9500, address: '125 Queen Street, Auckland Central, Auckland 1010' }),
    service({ id: 'svc-3', planName: 'Fibre 100', state: 'cancelled', status: 'Not Active', secondLabel: 'Not Active' }),
    service({ id: 'svc-4', technology: 'FWA', planName: 'Wireless Unlimited', priceCents: 7500 }),
  ];
  renderIntl(<ServiceBilling technology="UFB" initial={{ services }} nextBill="2026-11-30T11:00:00.000Z" links={LINKS} />);
  const bill = screen.getByRole('region', { name: 'Monthly charge' });
  expect(within(bill).getByText('Fibre 300').closest('div')?.querySelector('dd')?.textContent).toBe('$89.00 a month');
  expect(within(bill).getByText('Fibre Max').closest('div')?.querySelector('dd')?.textContent).toBe('$95.00 a month');
  expect(within(bill).queryByText('Fibre 100')).toBeNull();
  expect(within(bill).queryByText('Wireless Unlimited')).toBeNull();
  expect(within(bill).getByText('Total a month').nextSibling?.textContent).toBe('$184.00 a month');
  expect(within(bill).getByText('Next bill').nextSibling?.textContent).toBe('1 Dec 2026');
  expect(within(bill).getByRole('link', { name: 'See your invoices' }).getAttribute('href')).toBe('/profile/invoices');
  expect(within(bill).getByRole('link', { name: 'Pay your bill' }).getAttribute('href')).toBe('/profile/pay-bill');
});

test('billing without a known bill date says where to find it', () => {
  renderIntl(<ServiceBilling technology="UFB" initial={{ services: [service()] }} nextBill={null} links={[]} />);
  expect(screen.getByText('Next bill').nextSibling?.textContent).toBe('Shown on your next bill');
  expect(screen.queryByRole('link')).toBeNull();
});

test("fibre usage: 'Unlimited data' and the current plan's speed", async () => {
  fakeBff({
    'GET /api/broadband/services/svc-fibre/plans': [
      {
        status: 200,
        body: { plans: [{ availabilityUuid: 'av-300', name: 'Fibre 300', current: true, available: true, speed: { key: 'broadband.speed.upTo', values: { down: '300Mbps', up: '100Mbps' }, text: '' } }] },
      },
    ],
  });
  renderIntl(<ServiceUsage technology="UFB" initial={{ services: [service()] }} />);
  const c = screen.getByRole('article', { name: 'Fibre 300' });
  expect(within(c).getByText('Data').nextSibling?.textContent).toBe('Unlimited data');
  expect(await within(c).findByText('Up to 300Mbps down / 100Mbps up')).toBeTruthy();
});
