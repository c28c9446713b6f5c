import { canOpen, contactPhoneValid, currentStep, emptyFlow, firstOpenStep, orderInput, parseFlow, payNowCents, stepDone, withAddress, withTechnology } from '@/components/broadband/order/flow-rules';
import type { AvailabilityView, BroadbandFlow, BroadbandPlanView } from '@/lib/broadband/types';

/** The ordering flow's step logic (docs/broadband-contract.md §4 "Ordering"). */

const ADDRESS = { provider: 'sandbox', idx: '12', formatted: '125 Queen Street, Auckland Central, Auckland 1010', lines: ['125 Queen Street'] };
const availability = (ufb: 'service_available' | 'no_service', fwa: 'service_available' | 'no_service'): AvailabilityView => ({
  address: ADDRESS,
  technologies: [
    { technology: 'UFB', status: ufb, passes: ufb !== 'no_service', prequalUuid: 'pq-ufb', earliestStart: '2026-12-01' },
    { technology: 'FWA', status: fwa, passes: fwa !== 'no_service', prequalUuid: 'pq-fwa', earliestStart: '2026-11-30' },
  ],
});
const PLAN = { uuid: 'p1', availabilityUuid: 'pa-300', name: 'Fibre 300', priceCents: 8500, technology: 'UFB', available: true } as BroadbandPlanView;

function complete(): BroadbandFlow {
  const f = withAddress(emptyFlow('flow-1'), ADDRESS, availability('service_available', 'service_available'));
  return {
    ...f, step: 'review', plan: PLAN, withModem: true, modem: { uuid: 'm1', name: 'Fibre Wi-Fi 6 modem', priceCents: 19900 },
    switching: { kind: 'transfer', from: { provider: 'Spark', accountHolderName: 'Aroha Ngata', accountNumber: '123456', connectionId: 'ONT-1' } },
    startDate: '2026-12-10', contactPhone: '021 123 4567', delivery: { address: ADDRESS, instructions: ' Gate code 1234 ' },
  };
}

test('a new address takes the first technology that passes (fibre first) and drops the plan, modem and start date chosen for the old one', () => {
  const before = complete();
  const after = withAddress(before, { ...ADDRESS, idx: '13' }, availability('no_service', 'service_available'));
  expect(after.technology).toBe('FWA');
  expect([after.plan, after.modem, after.withModem, after.startDate]).toEqual([null, null, null, null]);
  expect(after.switching).toEqual(before.switching);
  expect(after.contactPhone).toBe('021 123 4567');
  expect(after.step).toBe('address');
});

test("an address where nothing passes leaves the address step open ('No Fibre services available')", () => {
  const f = withAddress(emptyFlow('f'), ADDRESS, availability('no_service', 'no_service'));
  expect(f.technology).toBeNull();
  expect(stepDone(f, 'address')).toBe(false);
  expect(firstOpenStep(f)).toBe('address');
});

test('another technology drops the plan and modem of the other', () => {
  const f = withTechnology(complete(), 'FWA');
  expect([f.technology, f.plan, f.modem]).toEqual(['FWA', null, null]);
  expect(currentStep(f)).toBe('plan');
});

test('a saved flow resumes at its step unless an earlier step lost its answer; steps open only after the ones before', () => {
  const f = complete();
  expect(currentStep({ ...f, step: 'start' })).toBe('start');
  expect(currentStep({ ...f, startDate: null })).toBe('start');
  expect(canOpen({ ...f, switching: null }, 'contact')).toBe(false);
  expect(canOpen({ ...f, switching: null }, 'switching')).toBe(true);
});

test('a transfer needs all four TransferFrom fields; the start date must be within the RSF bounds', () => {
  const f = complete();
  expect(stepDone({ ...f, switching: { kind: 'transfer', from: { provider: 'Spark', accountHolderName: ' ', accountNumber: '1', connectionId: '2' } } }, 'switching')).toBe(false);
  expect(stepDone({ ...f, switching: { kind: 'new' } }, 'switching')).toBe(true);
  expect(stepDone({ ...f, startDate: '2026-11-30' }, 'start')).toBe(false);
  expect(stepDone({ ...f, startDate: '2026-12-01' }, 'start')).toBe(true);
  expect(stepDone({ ...f, startDate: '2027-03-01' }, 'start')).toBe(true);
  expect(stepDone({ ...f, startDate: '2027-03-02' }, 'start')).toBe(false);
});

test('contact: a New Zealand mobile or landline (nzContactPhone); a modem needs a delivery address', () => {
  expect(['021 123 4567', '+64 21 123 4567', '027-123-4567', '04 123 4567', '(09) 555 1234'].map(contactPhoneValid)).toEqual([true, true, true, true, true]);
  expect(['12345', '', '01 234 5678', '05 123 4567', '021 12'].map(contactPhoneValid)).toEqual([false, false, false, false, false]);
  expect(stepDone({ ...complete(), delivery: { address: null, instructions: '' } }, 'contact')).toBe(false);
  expect(stepDone({ ...complete(), withModem: false, modem: null, delivery: { address: null, instructions: '' } }, 'contact')).toBe(true);
});

test('the cart body carries the choices, the PrequalUUID of the chosen technology and the trimmed texts; none while a step is open', () => {
  expect(orderInput(complete())).toEqual({
    flowId: 'flow-1', technology: 'UFB', address: { provider: 'sandbox', idx: '12' }, prequalUuid: 'pq-ufb', planAvailabilityUuid: 'pa-300',
    modemVariantUuid: 'm1', switching: complete().switching, startDate: '2026-12-10', contactPhone: '021 123 4567',
    delivery: { provider: 'sandbox', idx: '12', instructions: 'Gate code 1234' },
  });
  expect(orderInput({ ...complete(), contactPhone: 'nope' })).toBeNull();
  expect(orderInput({ ...complete(), withModem: false })?.modemVariantUuid).toBeNull();
  expect(payNowCents(complete())).toBe(28400);
  expect(payNowCents({ ...complete(), withModem: false })).toBe(8500);
});

test('a saved flow is read back field by field; anything else is no flow', () => {
  const f = complete();
  expect(parseFlow(JSON.stringify(f))).toEqual(f);
  expect(parseFlow('not json')).toBeNull();
  expect(parseFlow(JSON.stringify({ ...f, step: 'pay' }))).toBeNull();
  expect(parseFlow(JSON.stringify({ ...f, technology: 'DSL' }))).toBeNull();
  expect(parseFlow(JSON.stringify({ ...f, startDate: 'soon', switching: { kind: 'transfer' } }))).toMatchObject({ startDate: null, switching: null });
});
