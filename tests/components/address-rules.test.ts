import { shownAddresses } from '@/components/addresses/address-rules';
import type { AddressView } from '@/lib/eshop/types';

const address = (uuid: string | undefined, rank: number | undefined, isDefault = rank === 1): AddressView => ({
  ...(uuid ? { addressUuid: uuid } : {}),
  locationProvider: 'sandbox',
  locationProviderIdx: `idx-${uuid}`,
  formatted: `${uuid} Queen Street, Auckland`,
  lines: [`${uuid} Queen Street`],
  suburb: '',
  city: 'Auckland',
  postcode: '1010',
  country: 'NZ',
  isDefault,
  ...(rank === undefined ? {} : { rank }),
});

describe('"Addresses … sorted by Rank ascending; default set via Rank 1"', () => {
  test('the default first with its badge, then the others by Rank', () => {
    const shown = shownAddresses([address('c', 3), address('a', 1), address('b', 2)]);
    expect(shown.map((a) => [a.addressUuid, a.shownDefault])).toEqual([
      ['a', true],
      ['b', false],
      ['c', false],
    ]);
  });

  test('"Deleting the Rank 1 address leaves the rest as they are (the first of them shows as default)"', () => {
    const shown = shownAddresses([address('c', 3), address('b', 2)]);
    expect(shown.map((a) => [a.addressUuid, a.shownDefault])).toEqual([
      ['b', true],
      ['c', false],
    ]);
  });

  test('only saved addresses (with a UUID) are listed; none, no default', () => {
    expect(shownAddresses([address(undefined, undefined), address('a', 2)]).map((a) => a.addressUuid)).toEqual(['a']);
    expect(shownAddresses([])).toEqual([]);
  });
});
