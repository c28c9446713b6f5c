import { PUT as makeDefault } from '@/app/api/eshop/addresses/[uuid]/default/route';
import { DELETE as removeAddress } from '@/app/api/eshop/addresses/[uuid]/route';
import { GET as listAddresses } from '@/app/api/eshop/addresses/route';
import type { AddressView } from '@/lib/eshop/types';
import { freshCustomer, sandboxPerFile, upstreamRequests, type Logged, type Who } from '../support/account';
import { control } from '../support/bff';
import { call, type ErrorOut } from '../support/eshop';
import { UPSTREAM_FAULTS, withFault } from '../support/faults';

/**
 * Saved delivery addresses: make default, remove (docs/account-contract.md §2.5, §3;
 * account-management.md §7 "Addresses … sorted by Rank ascending; default set via Rank 1").
 * The prepay demo has two: Rank 1 and Rank 2.
 */

const sb = sandboxPerFile();

type Out = { addresses: AddressView[] } & ErrorOut;

const fresh = () => freshCustomer(sb.url);

const list = async (who: Who) => (await call<Out>(listAddresses, 'GET', '/api/eshop/addresses', { cookie: who.cookie })).body.addresses;
const setDefault = (who: Who, uuid: string, body: unknown = {}, origin?: string) =>
  call<Out>(makeDefault, 'PUT', `/api/eshop/addresses/${uuid}/default`, { cookie: who.cookie, params: { uuid }, body, origin });
const remove = (who: Who, uuid: string, origin?: string) => call<Out>(removeAddress, 'DELETE', `/api/eshop/addresses/${uuid}`, { cookie: who.cookie, params: { uuid }, origin });

/** The upstream writes to saved addresses since the log was last cleared. */
async function addressWrites(): Promise<Logged[]> {
  return (await upstreamRequests(sb.url, '^/v2/69/customer_address/')).filter((r) => r.method !== 'GET');
}

async function twoAddresses(who: Who): Promise<{ first: AddressView; second: AddressView }> {
  const [first, second] = await list(who);
  expect([first?.isDefault, second?.isDefault]).toEqual([true, false]);
  return { first: first!, second: second! };
}

describe('PUT /api/eshop/addresses/{uuid}/default', () => {
  test('the address becomes Rank 1 and first; the other keeps its order behind it; what the upstream received', async () => {
    const who = await fresh();
    const { first, second } = await twoAddresses(who);
    await control(sb.url, 'DELETE', '/requests');
    const r = await setDefault(who, second.addressUuid!);
    expect(r.status).toBe(200);
    expect(r.body.addresses.map((a) => [a.addressUuid, a.isDefault, a.rank])).toEqual([[second.addressUuid, true, 1], [first.addressUuid, false, 2]]);
    expect((await addressWrites()).map((w) => [w.method, w.path, w.body])).toEqual([['PUT', `/v2/69/customer_address/${second.addressUuid}`, { CustomerUUID: who.uuid, Rank: 1 }]]);
    expect((await list(who)).map((a) => a.addressUuid)).toEqual([second.addressUuid, first.addressUuid]);
  });

  test("someone else's address or an unknown one → 404 address_not_found, nothing written", async () => {
    const [me, other] = [await fresh(), await fresh()];
    const theirs = await twoAddresses(other);
    await control(sb.url, 'DELETE', '/requests');
    const r = await setDefault(me, theirs.second.addressUuid!);
    expect([r.status, r.body.error]).toEqual([404, { code: 'address_not_found', message: 'Address is not found' }]);
    expect((await setDefault(me, '00000000-0000-4000-8000-00000000dead')).body.error.code).toBe('address_not_found');
    expect(await addressWrites()).toEqual([]);
    expect((await list(other))[0]?.addressUuid).toBe(theirs.first.addressUuid);
  });

  test('bad input → 422, nothing written', async () => {
    const who = await fresh();
    const { second } = await twoAddresses(who);
    await control(sb.url, 'DELETE', '/requests');
    expect((await setDefault(who, second.addressUuid!, [])).status).toBe(422);
    expect((await setDefault(who, second.addressUuid!, 'x')).status).toBe(422);
    expect(await addressWrites()).toEqual([]);
  });

  test('a bad Origin → 403 bad_origin, nothing written', async () => {
    const who = await fresh();
    const { second } = await twoAddresses(who);
    await control(sb.url, 'DELETE', '/requests');
    const r = await setDefault(who, second.addressUuid!, {}, 'http://evil.example');
    expect([r.status, r.body.error.code]).toEqual([403, 'bad_origin']);
    expect(await addressWrites()).toEqual([]);
  });

  test.each(UPSTREAM_FAULTS.filter(([f]) => f !== 'network down'))('upstream %s on the write → %i %s', async (fault, status, code, message) => {
    const who = await fresh();
    const { second } = await twoAddresses(who);
    const r = await withFault(sb.url, fault, '^/v2/69/customer_address/', 'PUT', () => setDefault(who, second.addressUuid!));
    expect([r.status, r.body.error]).toEqual([status, { code, message, reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
  });

  test.each(UPSTREAM_FAULTS)('upstream %s on the ownership read → %i %s, nothing written', async (fault, status, code, message) => {
    const who = await fresh();
    const { second } = await twoAddresses(who);
    await control(sb.url, 'DELETE', '/requests');
    const r = await withFault(sb.url, fault, '^/v2/69/customer_address$', 'GET', () => setDefault(who, second.addressUuid!));
    expect([r.status, r.body.error]).toEqual([status, { code, message, reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
    expect(await addressWrites()).toEqual([]);
  });
});

describe('DELETE /api/eshop/addresses/{uuid}', () => {
  test('removes the address; the list after it', async () => {
    const who = await fresh();
    const { first, second } = await twoAddresses(who);
    await control(sb.url, 'DELETE', '/requests');
    const r = await remove(who, second.addressUuid!);
    expect(r.status).toBe(200);
    expect(r.body.addresses.map((a) => a.addressUuid)).toEqual([first.addressUuid]);
    expect((await addressWrites()).map((w) => [w.method, w.path, w.query])).toEqual([['DELETE', `/v2/69/customer_address/${second.addressUuid}`, { CustomerUUID: who.uuid }]]);
  });

  test('removing the default leaves the rest as they are; the first of them shows as default', async () => {
    const who = await fresh();
    const { first, second } = await twoAddresses(who);
    const r = await remove(who, first.addressUuid!);
    expect(r.body.addresses.map((a) => [a.addressUuid, a.isDefault])).toEqual([[second.addressUuid, true]]);
  });

  test("someone else's address → 404 address_not_found; theirs stays", async () => {
    const [me, other] = [await fresh(), await fresh()];
    const theirs = await twoAddresses(other);
    await control(sb.url, 'DELETE', '/requests');
    const r = await remove(me, theirs.first.addressUuid!);
    expect([r.status, r.body.error]).toEqual([404, { code: 'address_not_found', message: 'Address is not found' }]);
    expect(await addressWrites()).toEqual([]);
    expect(await list(other)).toHaveLength(2);
  });

  test('a bad Origin → 403 bad_origin, nothing removed', async () => {
    const who = await fresh();
    const { second } = await twoAddresses(who);
    await control(sb.url, 'DELETE', '/requests');
    const r = await remove(who, second.addressUuid!, 'http://evil.example');
    expect([r.status, r.body.error.code]).toEqual([403, 'bad_origin']);
    expect(await addressWrites()).toEqual([]);
  });

  test('signed out → 401 unauthorised', async () => {
    const r = await call<ErrorOut>(removeAddress, 'DELETE', '/api/eshop/addresses/x', { params: { uuid: 'x' } });
    expect([r.status, r.body.error.code]).toEqual([401, 'unauthorised']);
  });

  test.each(UPSTREAM_FAULTS.filter(([f]) => f !== 'network down'))('upstream %s on the removal → %i %s', async (fault, status, code, message) => {
    const who = await fresh();
    const { second } = await twoAddresses(who);
    const r = await withFault(sb.url, fault, '^/v2/69/customer_address/', 'DELETE', () => remove(who, second.addressUuid!));
    expect([r.status, r.body.error]).toEqual([status, { code, message, reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
  });

  test.each(UPSTREAM_FAULTS)('upstream %s on the ownership read → %i %s, nothing removed', async (fault, status, code, message) => {
    const who = await fresh();
    const { second } = await twoAddresses(who);
    await control(sb.url, 'DELETE', '/requests');
    const r = await withFault(sb.url, fault, '^/v2/69/customer_address$', 'GET', () => remove(who, second.addressUuid!));
    expect([r.status, r.body.error]).toEqual([status, { code, message, reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
    expect(await addressWrites()).toEqual([]);
  });
});
