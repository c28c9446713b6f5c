import { isFinalShown, needsServerRender, orderSteps } from '@/components/orders/order-rules';

describe('order progress', () => {
  test('an eSIM order: paid, processing, completed (no delivery step)', () => {
    expect(orderSteps('PROCESSING', false)).toEqual([
      { step: 'paid', done: true, current: false },
      { step: 'processing', done: true, current: true },
      { step: 'completed', done: false, current: false },
    ]);
  });

  test('a SIM card order shows "on its way"; delivered is the end', () => {
    expect(orderSteps('SHIPPED', true).map((s) => s.done)).toEqual([true, true, true, false]);
    expect(orderSteps('DELIVERED', true).every((s) => s.done)).toBe(true);
    expect(orderSteps('CONFIRMED', true).some((s) => s.done)).toBe(false);
  });

  test('final statuses end the live stream', () => {
    expect(['COMPLETED', 'DELIVERED', 'FAILED', 'CANCELED'].every((s) => isFinalShown(s as never))).toBe(true);
    expect(isFinalShown('SHIPPED')).toBe(false);
  });

  test('the server part renders again when the status moves or an eSIM becomes ready', () => {
    const esim = (status: 'PENDING' | 'READY') => [{ lineUuid: 'l', status, activationCode: '', lpaUrl: '' }];
    expect(needsServerRender({ shownStatus: 'PAID', esims: esim('PENDING') }, { shownStatus: 'PAID', esims: esim('PENDING') })).toBe(false);
    expect(needsServerRender({ shownStatus: 'PAID', esims: [] }, { shownStatus: 'PROCESSING', esims: [] })).toBe(true);
    expect(needsServerRender({ shownStatus: 'COMPLETED', esims: esim('PENDING') }, { shownStatus: 'COMPLETED', esims: esim('READY') })).toBe(true);
  });
});
