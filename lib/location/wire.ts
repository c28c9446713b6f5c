import { z } from 'zod';

/** The location service on the wire (docs/eshop-contract.md §1 "Location and delivery addresses"; spec §3 "Address"). */

const str = z.union([z.string(), z.number()]).nullish().transform((s) => (s === null || s === undefined ? '' : String(s)));

export const Address = z.object({
  AddressUUID: z.string().nullish().transform((s) => s ?? undefined),
  LocationProvider: str,
  LocationProviderIDX: str,
  BuildingName: str,
  AddressType: str,
  UnitType: str,
  UnitTypeExtra: str,
  Number: str,
  NumberPre: str,
  NumberPost: str,
  StreetName: str,
  StreetType: str,
  State: str,
  Suburb: str,
  Country: str,
  Latitude: z.number().nullish(),
  Longitude: z.number().nullish(),
  City: str,
  PostCode: str,
  Lines: z.array(z.string()).nullish().transform((a) => a ?? []),
  Formatted: str,
  Rank: z.number().int().nullish(),
  IsDefault: z.boolean().nullish(),
});
export type Address = z.infer<typeof Address>;

/** GET /location/search?q=&limit= */
export const SearchResults = z.object({ Results: z.array(Address).nullish().transform((a) => a ?? []) });

/** GET /v2/{spid}/customer_address?CustomerUUID=…&AddressType=DELIVERY ("404 with an empty list … both valid") */
export const CustomerAddresses = z.object({ CustomerAddresses: z.array(Address).nullish().transform((a) => a ?? []) });
export const CustomerAddressesIn404 = z.object({ CustomerAddresses: z.array(Address).nullish().transform((a) => a ?? []) });

export type CustomerAddressRequest = { CustomerUUID: string; AddressType: 'DELIVERY'; LocationProvider: string; LocationProviderIDX: string; Rank?: number };

/** PUT /v2/{spid}/customer_address/{uuid}: "default set via Rank 1". */
export type AddressRankRequest = { CustomerUUID: string; Rank: 1 };
/** DELETE /v2/{spid}/customer_address/{uuid}?CustomerUUID= → `{}`. */
export const AddressRemoved = z.object({}).loose();
