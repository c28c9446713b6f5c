import type { Db } from './db';
import { randomUUID } from './ids';

/** docs/eshop-contract.md §1 "Location and delivery addresses": the spec's Address, Pascal case. */
export interface Address {
  AddressUUID?: string;
  LocationProvider: string;
  LocationProviderIDX: string;
  BuildingName: string;
  AddressType: string;
  UnitType: string;
  UnitTypeExtra: string;
  Number: string;
  NumberPre: string;
  NumberPost: string;
  StreetName: string;
  StreetType: string;
  State: string;
  Suburb: string;
  Country: string;
  Latitude: number;
  Longitude: number;
  City: string;
  PostCode: string;
  Lines: string[];
  Formatted: string;
  Rank?: number;
  IsDefault?: boolean;
}

export const LOCATION_PROVIDER = 'nzpost';

type Seed = [number: string, street: string, type: string, suburb: string, city: string, region: string, postcode: string, lat: number, lng: number];

/** Real streets of five New Zealand cities; numbers are made up. */
const SEED: readonly Seed[] = [
  ['125', 'Queen', 'Street', 'Auckland Central', 'Auckland', 'Auckland', '1010', -36.8485, 174.7645],
  ['17', 'Ponsonby', 'Road', 'Ponsonby', 'Auckland', 'Auckland', '1011', -36.8569, 174.7460],
  ['48', 'Karangahape', 'Road', 'Newton', 'Auckland', 'Auckland', '1010', -36.8580, 174.7580],
  ['210', 'Dominion', 'Road', 'Mount Eden', 'Auckland', 'Auckland', '1024', -36.8790, 174.7520],
  ['71', 'Tamaki', 'Drive', 'Mission Bay', 'Auckland', 'Auckland', '1071', -36.8470, 174.8310],
  ['23', 'Victoria', 'Road', 'Devonport', 'Auckland', 'Auckland', '0624', -36.8290, 174.7960],
  ['455', 'Great South', 'Road', 'Penrose', 'Auckland', 'Auckland', '1061', -36.9080, 174.8150],
  ['101', 'Lambton', 'Quay', 'Wellington Central', 'Wellington', 'Wellington', '6011', -41.2820, 174.7760],
  ['35', 'Cuba', 'Street', 'Te Aro', 'Wellington', 'Wellington', '6011', -41.2905, 174.7762],
  ['12', 'Oriental', 'Parade', 'Oriental Bay', 'Wellington', 'Wellington', '6011', -41.2925, 174.7895],
  ['220', 'Willis', 'Street', 'Te Aro', 'Wellington', 'Wellington', '6011', -41.2895, 174.7735],
  ['8', 'Kelburn', 'Parade', 'Kelburn', 'Wellington', 'Wellington', '6012', -41.2895, 174.7680],
  ['44', 'Karori', 'Road', 'Karori', 'Wellington', 'Wellington', '6012', -41.2850, 174.7400],
  ['166', 'Cashel', 'Street', 'Christchurch Central', 'Christchurch', 'Canterbury', '8011', -43.5330, 172.6390],
  ['75', 'Riccarton', 'Road', 'Riccarton', 'Christchurch', 'Canterbury', '8041', -43.5300, 172.6000],
  ['12', 'Papanui', 'Road', 'Merivale', 'Christchurch', 'Canterbury', '8014', -43.5170, 172.6200],
  ['301', 'Colombo', 'Street', 'Sydenham', 'Christchurch', 'Canterbury', '8023', -43.5470, 172.6370],
  ['5', 'Marine', 'Parade', 'New Brighton', 'Christchurch', 'Canterbury', '8061', -43.5070, 172.7320],
  ['350', 'Victoria', 'Street', 'Hamilton Central', 'Hamilton', 'Waikato', '3204', -37.7870, 175.2790],
  ['24', 'Grey', 'Street', 'Hamilton East', 'Hamilton', 'Waikato', '3216', -37.7930, 175.2920],
  ['180', 'Te Rapa', 'Road', 'Te Rapa', 'Hamilton', 'Waikato', '3200', -37.7380, 175.2420],
  ['7', 'Claudelands', 'Road', 'Hamilton East', 'Hamilton', 'Waikato', '3216', -37.7845, 175.2905],
  ['120', 'George', 'Street', 'Dunedin Central', 'Dunedin', 'Otago', '9016', -45.8700, 170.5030],
  ['60', 'Princes', 'Street', 'Dunedin Central', 'Dunedin', 'Otago', '9016', -45.8770, 170.5020],
  ['14', 'Castle', 'Street', 'North Dunedin', 'Dunedin', 'Otago', '9016', -45.8650, 170.5130],
  ['210', 'King Edward', 'Street', 'South Dunedin', 'Dunedin', 'Otago', '9012', -45.8930, 170.4950],
  // Issue 17 (docs/broadband-contract.md §2.6), appended so no IDX above moves: fixed wireless only, and no broadband at all.
  ['88', 'Hakarimata', 'Road', 'Ngāruawāhia', 'Ngāruawāhia', 'Waikato', '3720', -37.6680, 175.1470],
  ['5', 'Jackson Bay', 'Road', 'Haast', 'Haast', 'West Coast', '7844', -43.8830, 169.0420],
];

/** The location service's addresses (GET /location/search), stable IDX per address. */
export const NZ_ADDRESSES: readonly Address[] = SEED.map(([num, street, type, suburb, city, region, postcode, lat, lng], i) => {
  const line = `${num} ${street} ${type}`;
  return {
    LocationProvider: LOCATION_PROVIDER,
    LocationProviderIDX: String(3_000_001 + i),
    BuildingName: '',
    AddressType: '',
    UnitType: '',
    UnitTypeExtra: '',
    Number: num,
    NumberPre: '',
    NumberPost: '',
    StreetName: street,
    StreetType: type,
    State: region,
    Suburb: suburb,
    Country: 'New Zealand',
    Latitude: lat,
    Longitude: lng,
    City: city,
    PostCode: postcode,
    Lines: [line, suburb],
    // A town that is its own suburb is named once ('88 Hakarimata Road, Ngāruawāhia 3720').
    Formatted: suburb === city ? `${line}, ${city} ${postcode}` : `${line}, ${suburb}, ${city} ${postcode}`,
  };
});

/** Lower case without macrons or other marks: 'Ngaruawahia' finds 'Ngāruawāhia'. */
const folded = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function searchAddresses(q: string, limit: number): Address[] {
  const needle = folded(q.trim());
  if (needle.length < 3) return [];
  return NZ_ADDRESSES.filter((a) => folded(a.Formatted).includes(needle)).slice(0, limit);
}

export const findAddress = (provider: string, idx: string): Address | undefined =>
  NZ_ADDRESSES.find((a) => a.LocationProvider === provider && a.LocationProviderIDX === idx);

interface Row { uuid: string; rank: number; address_type: string; address_json: string }

/** A customer's saved addresses (the generic customer_address collection), by Rank. */
export class CustomerAddressStore {
  constructor(private readonly db: Db) {}

  list(customerUuid: string, type = 'DELIVERY'): Address[] {
    const rows = this.db
      .prepare('SELECT uuid, rank, address_type, address_json FROM customer_addresses WHERE customer_uuid = ? AND address_type = ? ORDER BY rank, created_at_nanos')
      .all(customerUuid, type) as Row[];
    return rows.map((r) => ({ ...(JSON.parse(r.address_json) as Address), AddressUUID: r.uuid, AddressType: r.address_type, Rank: r.rank, IsDefault: r.rank === 1 }));
  }

  get(customerUuid: string, uuid: string): Address | undefined {
    const row = this.db.prepare('SELECT uuid, rank, address_type, address_json FROM customer_addresses WHERE customer_uuid = ? AND uuid = ?').get(customerUuid, uuid) as Row | undefined;
    return row ? { ...(JSON.parse(row.address_json) as Address), AddressUUID: row.uuid, AddressType: row.address_type, Rank: row.rank, IsDefault: row.rank === 1 } : undefined;
  }

  /** The address becomes Rank 1; the customer's others of its type keep their order behind it (Rank 2…). Undefined: not theirs. */
  makeDefault(customerUuid: string, uuid: string): Address | undefined {
    const address = this.get(customerUuid, uuid);
    if (!address) return undefined;
    this.db.transaction(() => {
      const others = this.list(customerUuid, address.AddressType).filter((a) => a.AddressUUID !== uuid);
      const rank = this.db.prepare('UPDATE customer_addresses SET rank = ? WHERE uuid = ?');
      rank.run(1, uuid);
      others.forEach((a, i) => rank.run(i + 2, a.AddressUUID));
    })();
    return this.get(customerUuid, uuid);
  }

  /** Removes it; the others keep their Rank. False: not the customer's. */
  remove(customerUuid: string, uuid: string): boolean {
    return this.db.prepare('DELETE FROM customer_addresses WHERE customer_uuid = ? AND uuid = ?').run(customerUuid, uuid).changes === 1;
  }

  /** Rank 1 makes it the default (the others move down); no rank puts it last. */
  add(customerUuid: string, address: Address, opts: { type?: string; rank?: number; nowNanos: number; uuid?: string }): Address {
    const type = opts.type ?? 'DELIVERY';
    const uuid = opts.uuid ?? randomUUID();
    this.db.transaction(() => {
      const max = (this.db.prepare('SELECT MAX(rank) AS m FROM customer_addresses WHERE customer_uuid = ? AND address_type = ?').get(customerUuid, type) as { m: number | null }).m ?? 0;
      let rank = opts.rank ?? max + 1;
      if (rank < 1) rank = 1;
      if (rank <= max) {
        this.db.prepare('UPDATE customer_addresses SET rank = rank + 1 WHERE customer_uuid = ? AND address_type = ? AND rank >= ?').run(customerUuid, type, rank);
      }
      const { AddressUUID: _u, Rank: _r, IsDefault: _d, ...plain } = address;
      this.db
        .prepare('INSERT INTO customer_addresses (uuid, customer_uuid, address_type, rank, location_provider, location_provider_idx, address_json, created_at_nanos) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .run(uuid, customerUuid, type, rank, address.LocationProvider, address.LocationProviderIDX, JSON.stringify({ ...plain, AddressType: type }), opts.nowNanos);
    })();
    const saved = this.get(customerUuid, uuid);
    if (!saved) throw new Error('address vanished');
    return saved;
  }
}
