import { uuidFor } from '@/sandbox/store/ids';
import { control, firstCustomer, signIn, start, type Running } from './helpers';
import { freshCustomer, req } from './eshop-helpers';

let run: Running;
beforeAll(async () => {
  run = await start();
});
afterAll(() => run.sandbox.close());
beforeEach(() => control(run.url, 'POST', '/reset'));

type Address = Record<string, unknown> & { Formatted: string; LocationProvider: string; LocationProviderIDX: string; PostCode: string; City: string; Rank?: number; IsDefault?: boolean; AddressUUID?: string };

describe('location search', () => {
  test('matches Formatted case-insensitively, at most limit (20 at most)', async () => {
    const res = await req<{ Results: Address[] }>(run.url, 'GET', '/location/search?q=queen%20st');
    expect(res.status).toBe(200);
    expect(res.body.Results[0]).toMatchObject({ Formatted: '125 Queen Street, Auckland Central, Auckland 1010', City: 'Auckland', PostCode: '1010', Country: 'New Zealand', LocationProvider: 'nzpost' });
    const street = await req<{ Results: Address[] }>(run.url, 'GET', '/location/search?q=STREET&limit=3');
    expect(street.body.Results).toHaveLength(3);
    const many = await req<{ Results: Address[] }>(run.url, 'GET', '/location/search?q=new%20zealand&limit=50');
    expect(many.body.Results).toHaveLength(0);
    const streets = await req<{ Results: Address[] }>(run.url, 'GET', '/location/search?q=street&limit=50');
    expect(streets.body.Results.length).toBeGreaterThan(3);
    expect(streets.body.Results.length).toBeLessThanOrEqual(20);
    for (const a of streets.body.Results) {
      expect(a.PostCode).toMatch(/^\d{4}$/);
      expect(a.Formatted.toLowerCase()).toContain('street');
    }
    expect(new Set(streets.body.Results.map((a) => a.City)).size).toBeGreaterThanOrEqual(4);
  });

  test('covers five cities', async () => {
    for (const city of ['Auckland', 'Wellington', 'Christchurch', 'Hamilton', 'Dunedin']) {
      const res = await req<{ Results: Address[] }>(run.url, 'GET', `/location/search?q=${city}`);
      expect(res.body.Results.length).toBeGreaterThanOrEqual(3);
    }
  });

  test('under 3 characters gives nothing; a bad limit is 400', async () => {
    expect((await req(run.url, 'GET', '/location/search?q=qu')).body).toEqual({ Results: [] });
    expect((await req(run.url, 'GET', '/location/search')).body).toEqual({ Results: [] });
    expect((await req(run.url, 'GET', '/location/search?q=queen&limit=x')).status).toBe(400);
  });

  test('reads one address by provider and idx; unknown is 404', async () => {
    const [first] = (await req<{ Results: Address[] }>(run.url, 'GET', '/location/search?q=lambton')).body.Results;
    const res = await req<Address>(run.url, 'GET', `/location/${first?.LocationProvider}/${first?.LocationProviderIDX}`);
    expect(res.body).toEqual(first);
    expect((await req(run.url, 'GET', '/location/nzpost/1')).status).toBe(404);
  });
});

describe('delivery addresses', () => {
  test('the prepay demo customer has two, listed by Rank with the default first', async () => {
    const auth = await signIn(run.url, 'prepay@example.com');
    const customer = firstCustomer(auth);
    const table = run.sandbox.store.db.prepare('SELECT rank FROM customer_addresses WHERE customer_uuid = ? ORDER BY rowid').all(customer) as { rank: number }[];
    expect(table.map((r) => r.rank)).toEqual([2, 1]);
    const res = await req<{ CustomerAddresses: Address[] }>(run.url, 'GET', `/v2/69/customer_address?CustomerUUID=${customer}&AddressType=DELIVERY`, { jwt: auth.JWT });
    expect(res.status).toBe(200);
    expect(res.body.CustomerAddresses.map((a) => [a.Rank, a.IsDefault, a.AddressType])).toEqual([[1, true, 'DELIVERY'], [2, false, 'DELIVERY']]);
    expect(res.body.CustomerAddresses[0]?.Formatted).toContain('Ponsonby Road');
    expect(res.body.CustomerAddresses[0]?.AddressUUID).toBe(uuidFor('seed:prepay@example.com:customer:0:address:1'));
  });

  test('seeding a kept database puts the demo addresses back, once', async () => {
    const customer = uuidFor('seed:prepay@example.com:customer:0');
    const count = () => (run.sandbox.store.db.prepare('SELECT COUNT(*) AS n FROM customer_addresses WHERE customer_uuid = ?').get(customer) as { n: number }).n;
    run.sandbox.store.db.prepare('DELETE FROM customer_addresses WHERE customer_uuid = ?').run(customer);
    await run.sandbox.store.seed();
    expect(count()).toBe(2);
    await run.sandbox.store.seed();
    expect(count()).toBe(2);
  });

  test('none: 404 carrying an empty list; another customer: 1002', async () => {
    const who = await freshCustomer(run.url, 'new');
    const res = await req(run.url, 'GET', `/v2/69/customer_address?CustomerUUID=${who.customer}&AddressType=DELIVERY`, { jwt: who.jwt });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ err_message: 'Object not found', err_number: 1404, CustomerAddresses: [] });
    const prepay = await signIn(run.url, 'prepay@example.com');
    const other = await req(run.url, 'GET', `/v2/69/customer_address?CustomerUUID=${firstCustomer(prepay)}`, { jwt: who.jwt });
    expect(other.body).toMatchObject({ err_number: 1002 });
  });

  test('saving: last without a Rank, Rank 1 becomes the default and moves the others down', async () => {
    const who = await freshCustomer(run.url, 'new');
    const [a, b] = (await req<{ Results: Address[] }>(run.url, 'GET', '/location/search?q=dunedin')).body.Results;
    const save = (address: Address | undefined, rank?: number) => req<Address>(run.url, 'POST', '/v2/69/customer_address', {
      jwt: who.jwt,
      body: { CustomerUUID: who.customer, AddressType: 'DELIVERY', LocationProvider: address?.LocationProvider, LocationProviderIDX: address?.LocationProviderIDX, Rank: rank },
    });
    const first = await save(a);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ Rank: 1, IsDefault: true, Formatted: a?.Formatted, AddressUUID: expect.any(String) });
    const second = await save(b, 1);
    expect(second.body).toMatchObject({ Rank: 1, IsDefault: true, Formatted: b?.Formatted });
    const list = await req<{ CustomerAddresses: Address[] }>(run.url, 'GET', `/v2/69/customer_address?CustomerUUID=${who.customer}&AddressType=DELIVERY`, { jwt: who.jwt });
    expect(list.body.CustomerAddresses.map((x) => [x.Formatted, x.Rank])).toEqual([[b?.Formatted, 1], [a?.Formatted, 2]]);
  });

  test('no provider or idx, or an unknown one, is 400 No Location', async () => {
    const who = await freshCustomer(run.url, 'new');
    for (const body of [{ CustomerUUID: who.customer }, { CustomerUUID: who.customer, LocationProvider: 'nzpost', LocationProviderIDX: '42' }]) {
      const res = await req(run.url, 'POST', '/v2/69/customer_address', { jwt: who.jwt, body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ err_message: 'No Location', err_number: 1400 });
    }
  });
});
