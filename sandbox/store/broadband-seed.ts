/**
 * The demo fibre (UFB) plans and the e-shop's modems: what a New Zealand provider sells on its
 * fibre pages. Prices in cents; attribute values are strings, as the upstream sends them, and
 * an empty value is kept on purpose ("empty-valued attributes are dropped" is the client's rule).
 */
export interface UfbPlanSeed {
  name: string;
  description: string;
  priceCents: number;
  /** Off the monthly price while OfferPeriodCount periods run. */
  discountCents?: number;
  priority: number;
  available?: boolean;
  attributes: Record<string, string>;
}

export interface ModemSeed {
  name: string;
  description: string;
  networkType: 'UFB' | 'FWA';
  attributes: Record<string, string>;
}

export const UFB_PLAN_SEED: readonly UfbPlanSeed[] = [
  { name: 'Fibre Starter', description: 'Everyday fibre for browsing, email and streaming in HD.', priceCents: 6500, priority: 10,
    attributes: { SpeedLimitDL: '50M', SpeedLimitUL: '10M', 'UsageRule.Data': 'Unlimited', TimePeriodInterval: '30', ContractMonths: '0', Theme: 'green' } },
  { name: 'Fibre 300', description: 'Our most popular fibre: room for the whole household. $10 off for your first 3 months.', priceCents: 7900, discountCents: 1000, priority: 20,
    attributes: { SpeedLimitDL: '300M', SpeedLimitUL: '100M', 'UsageRule.Data': 'Unlimited', TimePeriodInterval: '30', ContractMonths: '0', OfferPeriodCount: '3', OfferPeriodInterval: 'month', Theme: 'blue' } },
  { name: 'Fibre Max', description: 'The fastest fibre most homes can get, for gamers and busy households.', priceCents: 9500, priority: 30,
    attributes: { SpeedLimitDL: '950M', SpeedLimitUL: '500M', 'UsageRule.Data': 'Unlimited', TimePeriodInterval: '30', ContractMonths: '12', Theme: 'midnight' } },
  { name: 'Hyperfibre 2000', description: 'Two gigabits both ways where Hyperfibre is available.', priceCents: 13900, priority: 40,
    attributes: { SpeedLimitDL: '2G', SpeedLimitUL: '2G', 'UsageRule.Data': 'Unlimited', TimePeriodInterval: '30', ContractMonths: '12', Theme: 'starlight' } },
  { name: 'Fibre 100 Classic', description: 'No longer on sale; existing customers keep it.', priceCents: 7000, priority: 90, available: false,
    attributes: { SpeedLimitDL: '100M', SpeedLimitUL: '20M', 'UsageRule.Data': 'Unlimited', TimePeriodInterval: '30', ContractMonths: '0', Theme: 'red' } },
];

/**
 * The fixed wireless (FWA) plans (issue 17, docs/broadband-contract.md §2.1): home broadband over
 * the 4G/5G network, sold where the address has fixed wireless. Same shape as the fibre plans.
 */
export const FWA_PLAN_SEED: readonly UfbPlanSeed[] = [
  { name: 'Wireless Essential', description: 'Wireless broadband for light users: 300 GB a month, no installation fuss.', priceCents: 6000, priority: 10,
    attributes: { SpeedLimitDL: '50M', SpeedLimitUL: '10M', 'UsageRule.Data': '300GB', TimePeriodInterval: '30', ContractMonths: '0', Theme: 'green' } },
  { name: 'Wireless Unlimited', description: 'Unlimited data over our 4G and 5G network for the whole household.', priceCents: 7500, priority: 20,
    attributes: { SpeedLimitDL: '100M', SpeedLimitUL: '20M', 'UsageRule.Data': 'Unlimited', TimePeriodInterval: '30', ContractMonths: '0', Theme: 'blue' } },
  { name: '5G Wireless Max', description: 'Our fastest fixed wireless where 5G reaches your place.', priceCents: 8500, priority: 30,
    attributes: { SpeedLimitDL: '300M', SpeedLimitUL: '50M', 'UsageRule.Data': 'Unlimited', TimePeriodInterval: '30', ContractMonths: '12', Theme: 'midnight' } },
];

/** Plans sold only where the address's availability row says so (ext `Hyperfibre: 1`). */
export const HYPERFIBRE_PLANS: readonly string[] = ['Hyperfibre 2000'];

export const MODEM_SEED: readonly ModemSeed[] = [
  { name: 'Wi-Fi 6 Modem', description: 'Fast, reliable Wi-Fi for most homes, set up before it arrives.', networkType: 'UFB',
    attributes: { Price: '14900', MaxSpeed: '1G', WiFi: 'Wi-Fi 6', Ports: '4 × 1Gbps', Colour: '' } },
  { name: 'Wi-Fi 6E Mesh Modem', description: 'Mesh Wi-Fi for larger homes and multi-gigabit fibre.', networkType: 'UFB',
    attributes: { Price: '29900', MaxSpeed: '2.5G', WiFi: 'Wi-Fi 6E mesh', Ports: '1 × 2.5Gbps, 3 × 1Gbps', Colour: 'White' } },
  { name: '5G Outdoor Modem', description: 'Fixed wireless broadband over our 5G network.', networkType: 'FWA',
    attributes: { Price: '39900', MaxSpeed: '1G', WiFi: 'Wi-Fi 6', Ports: '2 × 1Gbps', Colour: '' } },
];
