import { start, type Running } from './helpers';
import { freshCustomer, req } from './eshop-helpers';

/** docs/account-contract.md §2.5: the default delivery address and removing one. */
let run: Running;
beforeAll(async () => {
  run = await start();
});
afterAll(() => run.sandbox.close());

type Who = { jwt: string; customer: string };
type Address = { AddressUUID: string; Rank: number; IsDefault: boolean; LocationProviderIDX: string };
const NOT_FOUND = { err_message: 'Address is not found', err_number: 1404 };

const listOf = async (who: Who) =>
  (await req<{ CustomerAddresses: Address[] }>(run.url, 'GET', `/v2/69/customer_address?CustomerUUID=${who.customer}&AddressType=DELIVERY`, { jwt: who.jwt })).body.CustomerAddresses;

const ranks = async (who: Who) => (await listOf(who)).map((a) => [a.LocationProviderIDX, a.Rank]);

/** A fresh prepay customer with a third address (Rank 3): 3000002 (1), 3000008 (2), 3000011 (3). */
async function threeAddresses(): Promise<Who> {
  const who = await freshCustomer(run.url, 'prepay');
  const added = await req(run.url, 'POST', '/v2/69/customer_address', {
    jwt: who.jwt, body: { CustomerUUID: who.customer, LocationProvider: 'nzpost', LocationProviderIDX: '3000011' },
  });
  expect(added.status).toBe(200);
  expect(await ranks(who)).toEqual([['3000002', 1], ['3000008', 2], ['3000011', 3]]);
  return who;
}

describe('PUT /v2/{spid}/customer_address/{uuid}', () => {
  test('{ CustomerUUID, Rank: 1 } makes it the default; the others keep their order behind it', async () => {
    const who = await threeAddresses();
    const last = (await listOf(who))[2];
    const res = await req<Address>(run.url, 'PUT', `/v2/69/customer_address/${last?.AddressUUID}`, { jwt: who.jwt, body: { CustomerUUID: who.customer, Rank: 1 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ AddressUUID: last?.AddressUUID, Rank: 1, IsDefault: true, LocationProviderIDX: '3000011', AddressType: 'DELIVERY' });
    expect(await ranks(who)).toEqual([['3000011', 1], ['3000002', 2], ['3000008', 3]]);
  });

  test("Rank other than 1 → 400; unknown or someone else's address → 404; someone else's customer → 1002", async () => {
    const who = await threeAddresses();
    const other = await freshCustomer(run.url, 'prepay');
    const [own] = await listOf(who);
    const [theirs] = await listOf(other);
    expect((await req(run.url, 'PUT', `/v2/69/customer_address/${own?.AddressUUID}`, { jwt: who.jwt, body: { CustomerUUID: who.customer, Rank: 2 } })).body)
      .toEqual({ err_message: 'Rank must be 1', err_number: 1400 });
    expect((await req(run.url, 'PUT', `/v2/69/customer_address/${own?.AddressUUID}`, { jwt: who.jwt, body: { Rank: 1 } })).status).toBe(400);
    for (const uuid of ['nope', theirs?.AddressUUID]) {
      const res = await req(run.url, 'PUT', `/v2/69/customer_address/${uuid}`, { jwt: who.jwt, body: { CustomerUUID: who.customer, Rank: 1 } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
    const foreign = await req(run.url, 'PUT', `/v2/69/customer_address/${theirs?.AddressUUID}`, { jwt: who.jwt, body: { CustomerUUID: other.customer, Rank: 1 } });
    expect(foreign.status).toBe(401);
    expect(foreign.body).toMatchObject({ err_number: 1002 });
    expect((await req(run.url, 'PUT', `/v2/70/customer_address/${own?.AddressUUID}`, { jwt: who.jwt, body: { CustomerUUID: who.customer, Rank: 1 } })).status).toBe(404);
    expect(await ranks(other)).toEqual([['3000002', 1], ['3000008', 2]]);
  });
});

describe('DELETE /v2/{spid}/customer_address/{uuid}?CustomerUUID=', () => {
  test('removes it; deleting the Rank 1 address leaves the rest as they are', async () => {
    const who = await threeAddresses();
    const [first] = await listOf(who);
    const res = await req(run.url, 'DELETE', `/v2/69/customer_address/${first?.AddressUUID}?CustomerUUID=${who.customer}`, { jwt: who.jwt });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect(await ranks(who)).toEqual([['3000008', 2], ['3000011', 3]]);
    const again = await req(run.url, 'DELETE', `/v2/69/customer_address/${first?.AddressUUID}?CustomerUUID=${who.customer}`, { jwt: who.jwt });
    expect(again.status).toBe(404);
    expect(again.body).toEqual(NOT_FOUND);
  });

  test("someone else's address → 404 and stays; someone else's customer → 1002; no CustomerUUID → 400", async () => {
    const who = await freshCustomer(run.url, 'prepay');
    const other = await freshCustomer(run.url, 'prepay');
    const [theirs] = await listOf(other);
    expect((await req(run.url, 'DELETE', `/v2/69/customer_address/${theirs?.AddressUUID}?CustomerUUID=${who.customer}`, { jwt: who.jwt })).body).toEqual(NOT_FOUND);
    const foreign = await req(run.url, 'DELETE', `/v2/69/customer_address/${theirs?.AddressUUID}?CustomerUUID=${other.customer}`, { jwt: who.jwt });
    expect(foreign.status).toBe(401);
    expect(foreign.body).toMatchObject({ err_number: 1002 });
    expect((await req(run.url, 'DELETE', `/v2/69/customer_address/${theirs?.AddressUUID}`, { jwt: who.jwt })).status).toBe(400);
    expect(await listOf(other)).toHaveLength(2);
  });
});
