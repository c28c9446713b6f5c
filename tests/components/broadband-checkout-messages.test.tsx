/** @jest-environment jsdom */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { VisitBooking } from '@/components/broadband/checkout/visit-booking';
import { BROADBAND_CHECKOUT_NAMESPACES } from '@/components/broadband/checkout/messages';
import { pickMessages } from '@/components/i18n/client-messages';
import { broadbandTimeline } from '@/lib/broadband/rules';
import type { BroadbandOrderView } from '@/lib/broadband/types';
import en from '@/messages/en.json';
import { testQueryClient } from '../support/render-intl';

/*
 * Issue 28, item 1: "the broadband visit booking shows `broadband.account.slots.window` and
 * `…slots.book` instead of times and the button's words (the page's client messages lack that
 * namespace)". The checkout's visit booking, given only the messages its page hands its client
 * components, writes the times and the button's words.
 */

const ORDER_ID = '0c7d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
const order: BroadbandOrderView = {
  id: ORDER_ID, technology: 'UFB', eshopOrderNumber: 'SO100234', serviceId: 'svc-1', planName: 'Fibre 300', address: '125 Queen Street, Auckland Central',
  state: 'acknowledged', substate: 'RequiresSiteVisitInstallBooking', orderText: null, visits: ['install'], toBook: 'install', appointments: [], goLive: null,
  timeline: broadbandTimeline({ createdAt: '2026-11-27T23:00:00.000Z', paidAt: '2026-11-27T23:01:00.000Z', visits: ['install'], appointments: [], state: 'acknowledged', goLiveAt: null }),
};

test('the page’s messages carry the slot picker’s: times and Book, no message keys', async () => {
  global.fetch = jest.fn(async () => ({
    ok: true, status: 200, headers: { get: () => null },
    json: async () => ({ slots: [{ id: 'slot-a', start: '2026-11-30T19:00:00.000Z', end: '2026-11-30T23:00:00.000Z' }] }),
  })) as unknown as typeof fetch;
  const messages = pickMessages(en as Record<string, unknown>, BROADBAND_CHECKOUT_NAMESPACES);
  const onError = jest.fn();
  const { container } = render(
    <QueryClientProvider client={testQueryClient()}>
      <NextIntlClientProvider locale="en" messages={messages} timeZone="Pacific/Auckland" onError={onError}>
        <VisitBooking order={order} visit="install" onBooked={() => undefined} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  const day = await screen.findByRole('group', { name: 'Tuesday, 1 December' });
  expect(within(day).getByRole('radio', { name: '8:00 am – 12:00 pm' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Book' })).toBeTruthy();
  expect(container.textContent).not.toMatch(/broadband\.account/);
  expect(onError).not.toHaveBeenCalled();
});
