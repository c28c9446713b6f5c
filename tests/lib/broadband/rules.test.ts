import { contractTerm, fibrePackages, fibreSpeed, modemAttributes, packageModem, toFibrePlanView, toModemView } from '@/lib/broadband/rules';
import type { ModemView } from '@/lib/broadband/types';
import { ItemVariant, UfbPlan } from '@/lib/broadband/wire';

const attrs = (o: Record<string, string>) => Object.entries(o).map(([Name, Value]) => ({ Name, Value }));

describe('modemAttributes — "Modem attributes with an empty value are dropped; the Price attribute becomes the price."', () => {
  it('drops empty values and takes Price (cents) out as the price', () => {
    const { Attributes } = ItemVariant.parse({ UUID: 'V', Name: 'M', Attributes: attrs({ Price: '14900', WiFi: 'Wi-Fi 6', Colour: '', Ports: '  ' }) });
    expect(modemAttributes(Attributes)).toEqual({ priceCents: 14900, attributes: { WiFi: 'Wi-Fi 6' } });
  });
  it('no price, or an unreadable one, is 0', () => {
    expect(modemAttributes([]).priceCents).toBe(0);
    expect(modemAttributes([{ name: 'Price', value: 'ask us' }]).priceCents).toBe(0);
  });
  it('a variant becomes a modem with its top speed', () => {
    const v = ItemVariant.parse({ UUID: 'V', ItemUUID: 'I', Name: 'Mesh', Description: 'd', Attributes: attrs({ Price: '29900', MaxSpeed: '2.5G', WiFi: 'Wi-Fi 6E' }) });
    expect(toModemView(v)).toEqual({ uuid: 'V', itemUuid: 'I', name: 'Mesh', description: 'd', priceCents: 29900, maxSpeedBps: 2.5e9, attributes: { WiFi: 'Wi-Fi 6E' } });
  });
});

describe('fibre plans (ours: the spec names the fields, not their wording)', () => {
  it('speeds in the mobile rule\'s units', () => {
    expect(fibreSpeed(300e6, 100e6)?.text).toBe('Up to 300Mbps down / 100Mbps up');
    expect(fibreSpeed(2e9, 2e9)?.text).toBe('Up to 2Gbps down and up');
    expect(fibreSpeed(50e6, undefined)?.text).toBe('Up to 50Mbps down');
    expect(fibreSpeed(undefined, 10e6)).toBeNull();
  });
  it('terms', () => {
    expect(contractTerm(12).text).toBe('12-month term');
    expect(contractTerm(0).text).toBe('No fixed term');
    expect(contractTerm(undefined).text).toBe('No fixed term');
  });
  it('a UFB plan as a view: price now, original price and offer while discounted, unlimited data, theme', () => {
    const p = UfbPlan.parse({
      UUID: 'U', Name: 'Fibre 300', PriceCents: 6900, OriginalPriceCents: 7900, DiscountCents: 1000, ProductCatalogUUID: 'C', ProductAvailabilityUUID: 'A',
      Attributes: attrs({ SpeedLimitDL: '300M', SpeedLimitUL: '100M', 'UsageRule.Data': 'Unlimited', ContractMonths: '0', OfferPeriodCount: '3', OfferPeriodInterval: 'month', Theme: 'blue' }),
    });
    expect(toFibrePlanView(p, 0)).toMatchObject({
      uuid: 'U', catalogUuid: 'C', availabilityUuid: 'A', priceCents: 6900, originalPriceCents: 7900, offer: { label: { text: '3 months' } },
      downBps: 300e6, upBps: 100e6, speed: { text: 'Up to 300Mbps down / 100Mbps up' }, data: { text: 'Unlimited' }, term: { text: 'No fixed term' }, theme: 'blue', available: true,
    });
    const capped = toFibrePlanView(UfbPlan.parse({ UUID: 'U2', Name: 'Lite', PriceCents: 5000, Attributes: attrs({ 'RecurringAllowance.Data': '102400' }) }), 1);
    expect(capped).toMatchObject({ data: { text: '100GB' }, speed: null, offer: null, theme: 'blue' });
    expect(capped).not.toHaveProperty('originalPriceCents');
  });
});

describe('packageModem — ours: the cheapest modem fast enough for the plan, else the fastest', () => {
  const modem = (name: string, priceCents: number, maxSpeedBps?: number): ModemView => ({ uuid: name, itemUuid: name, name, description: '', priceCents, ...(maxSpeedBps ? { maxSpeedBps } : {}), attributes: {} });
  const wifi6 = modem('Wi-Fi 6', 14900, 1e9);
  const mesh = modem('Mesh', 29900, 2.5e9);
  const unknown = modem('Unknown', 5000);

  it.each([
    [50e6, 'Wi-Fi 6'], [950e6, 'Wi-Fi 6'], [1e9, 'Wi-Fi 6'], [2e9, 'Mesh'], [8e9, 'Mesh'], [undefined, 'Unknown'],
  ] as const)('a %s bps plan gets the %s modem', (downBps, name) => expect(packageModem({ downBps }, [mesh, unknown, wifi6])?.name).toBe(name));
  it('no modems, no modem', () => expect(packageModem({ downBps: 1e6 }, [])).toBeNull());
  it('one package per plan on sale', () => {
    const on = { downBps: 3e8, available: true } as never;
    const off = { downBps: 3e8, available: false } as never;
    expect(fibrePackages([on, off], [wifi6])).toEqual([{ plan: on, modem: wifi6 }]);
  });
});
