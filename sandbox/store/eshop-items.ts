import { OPERATOR_NAME } from '../operator';
import { FWA_PLAN_SEED, MODEM_SEED, UFB_PLAN_SEED } from './broadband-seed';
import { uuidFor } from './ids';

/** docs/eshop-contract.md §1 "Catalogue items": the three fixed SIM items of the e-shop. */
export type SimType = 'esim' | 'real_sim' | 'fwa_sim';

export interface ItemImage {
  UUID: string;
  Name: string;
  Orig: string;
  XS: string;
  S: string;
  M: string;
  L: string;
  XL: string;
}

export interface EshopItem {
  SPID: number;
  UUID: string;
  CategoryUUID: string;
  Name: string;
  Brand: string;
  Description: string;
  ItemAttributeSetUUID: string;
  ItemImages: ItemImage[];
  Type: 'TYPE_PRODUCT' | 'TYPE_VIRTUAL';
  VirtualType: 'VT_ESIM' | 'VT_PLAN' | 'VT_NONE';
  SelfManaged: boolean;
  PriceCents: number;
  PriceCatalogCents: number;
  ServiceType: 'MOBILE' | 'FWA';
  PhysicalType: 'SIM' | '';
  Attributes: { SimType: SimType };
}

const image = (file: string): ItemImage => {
  const path = `/eshop/images/${file}`;
  return { UUID: uuidFor(`eshop-image:${file}`), Name: file, Orig: path, XS: path, S: path, M: path, L: path, XL: path };
};

const common = {
  SPID: 69,
  CategoryUUID: uuidFor('eshop-category:sim'),
  Brand: OPERATOR_NAME,
  ItemAttributeSetUUID: uuidFor('eshop-attribute-set:sim'),
  SelfManaged: true,
} as const;

/** In the order the items call lists them: eSIM, physical SIM, FWA physical SIM. */
export const ESHOP_ITEMS: readonly EshopItem[] = [
  {
    ...common,
    UUID: uuidFor('eshop-item:esim'),
    Name: 'eSIM',
    Description: 'A digital SIM you install on your phone in minutes: no waiting for the post.',
    ItemImages: [image('esim.svg')],
    Type: 'TYPE_VIRTUAL',
    VirtualType: 'VT_ESIM',
    PriceCents: 0,
    PriceCatalogCents: 0,
    ServiceType: 'MOBILE',
    PhysicalType: '',
    Attributes: { SimType: 'esim' },
  },
  {
    ...common,
    UUID: uuidFor('eshop-item:real_sim'),
    Name: 'SIM card',
    Description: 'A triple-cut SIM card (standard, micro and nano), delivered free to your door.',
    ItemImages: [image('sim-card.svg')],
    Type: 'TYPE_PRODUCT',
    VirtualType: 'VT_NONE',
    PriceCents: 0,
    PriceCatalogCents: 500,
    ServiceType: 'MOBILE',
    PhysicalType: 'SIM',
    Attributes: { SimType: 'real_sim' },
  },
  {
    ...common,
    UUID: uuidFor('eshop-item:fwa_sim'),
    Name: 'Fixed wireless SIM',
    Description: 'A SIM for your fixed wireless modem: home broadband over our mobile network.',
    ItemImages: [image('router-sim.svg')],
    Type: 'TYPE_PRODUCT',
    VirtualType: 'VT_NONE',
    PriceCents: 0,
    PriceCatalogCents: 0,
    ServiceType: 'FWA',
    PhysicalType: 'SIM',
    Attributes: { SimType: 'fwa_sim' },
  },
];

/**
 * Any item a cart line may hold: the SIM items above, and (issue 17, docs/broadband-contract.md
 * §2.2) a broadband plan (TYPE_VIRTUAL, VT_PLAN, ServiceType UFB or FWA) or a modem (TYPE_PRODUCT,
 * PhysicalType MODEM). Broadband items are never listed by the items call; only POST /ufb/cart
 * puts them in a cart.
 */
export type ShopItem = Omit<EshopItem, 'ServiceType' | 'PhysicalType' | 'Attributes'> & {
  ServiceType: 'MOBILE' | 'FWA' | 'UFB';
  PhysicalType: 'SIM' | 'MODEM' | '';
  Attributes: Record<string, string>;
};

export const broadbandPlanItemUuid = (type: 'UFB' | 'FWA', name: string): string => uuidFor(`eshop-item:broadband:${type}:${name}`);
export const modemItemUuid = (name: string): string => uuidFor(`item:${name}`);

const broadbandCommon = { SPID: 69, Brand: 'Sandbox Broadband', SelfManaged: true, ItemImages: [] as ItemImage[] };

export const BROADBAND_ITEMS: readonly ShopItem[] = [
  ...([['UFB', UFB_PLAN_SEED], ['FWA', FWA_PLAN_SEED]] as const).flatMap(([type, seed]) => seed.map((p): ShopItem => ({
    ...broadbandCommon,
    UUID: broadbandPlanItemUuid(type, p.name),
    CategoryUUID: uuidFor('eshop-category:broadband-plan'),
    ItemAttributeSetUUID: uuidFor('eshop-attribute-set:broadband-plan'),
    Name: p.name,
    Description: p.description,
    Type: 'TYPE_VIRTUAL',
    VirtualType: 'VT_PLAN',
    // The first month's price: the offer price while an offer runs.
    PriceCents: p.priceCents - (p.discountCents ?? 0),
    PriceCatalogCents: p.priceCents,
    ServiceType: type,
    PhysicalType: '',
    Attributes: {},
  }))),
  ...MODEM_SEED.map((m): ShopItem => ({
    ...broadbandCommon,
    UUID: modemItemUuid(m.name),
    CategoryUUID: uuidFor('eshop-category:modem'),
    ItemAttributeSetUUID: uuidFor('eshop-attribute-set:modem'),
    Name: m.name,
    Description: m.description,
    Type: 'TYPE_PRODUCT',
    VirtualType: 'VT_NONE',
    // "the Price attribute becomes the price"
    PriceCents: Number(m.attributes.Price ?? 0),
    PriceCatalogCents: Number(m.attributes.Price ?? 0),
    ServiceType: m.networkType,
    PhysicalType: 'MODEM',
    Attributes: {},
  })),
];

/** A SIM item (what POST /eshop/v3/cart accepts). */
export const simItemByUuid = (uuid: string): EshopItem | undefined => ESHOP_ITEMS.find((i) => i.UUID === uuid);
/** Any cart line's item: a SIM item or a broadband one. */
export const itemByUuid = (uuid: string): ShopItem | undefined => simItemByUuid(uuid) ?? BROADBAND_ITEMS.find((i) => i.UUID === uuid);
export const isPhysical = (item: ShopItem): boolean => item.Type === 'TYPE_PRODUCT';
export const isEsim = (item: ShopItem): boolean => item.VirtualType === 'VT_ESIM';
/** A broadband plan line: its order makes a fibre or fixed wireless service, not mobile products. */
export const isBroadbandPlan = (item: ShopItem): boolean => item.VirtualType === 'VT_PLAN' && item.ServiceType !== 'MOBILE';

const chip = (x: number, y: number, scale = 1): string => `
  <g transform="translate(${x} ${y}) scale(${scale})">
    <rect width="64" height="52" rx="8" fill="url(#gold)" stroke="#a07a1c" stroke-width="2"/>
    <path d="M0 17h20v18H0M64 17H44v18h20M22 0v17h20V0M22 52V35h20v17" fill="none" stroke="#a07a1c" stroke-width="2"/>
  </g>`;

const defs = `
  <defs>
    <linearGradient id="gold" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f7dc83"/><stop offset="1" stop-color="#d6a936"/>
    </linearGradient>
    <linearGradient id="card" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#5b3cc4"/><stop offset="1" stop-color="#2a1a6e"/>
    </linearGradient>
    <linearGradient id="teal" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1fb6a6"/><stop offset="1" stop-color="#0b6f83"/>
    </linearGradient>
  </defs>`;

const svg = (title: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="${title}"><title>${title}</title>${defs}${body}</svg>\n`;

/** The item images (GET /eshop/images/{file}), small hand-made SVGs. */
export const ESHOP_IMAGES: Readonly<Record<string, string>> = {
  'sim-card.svg': svg(
    'SIM card',
    `<rect x="0" y="0" width="240" height="240" rx="28" fill="#f3f0ff"/>
  <path d="M62 30h82l42 42v138a8 8 0 0 1-8 8H62a8 8 0 0 1-8-8V38a8 8 0 0 1 8-8z" fill="url(#card)"/>
  ${chip(88, 110, 1)}
  <text x="120" y="200" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="18" font-weight="700" fill="#fff">SIM</text>`,
  ),
  'esim.svg': svg(
    'eSIM',
    `<rect x="0" y="0" width="240" height="240" rx="28" fill="#e9fbf7"/>
  <rect x="66" y="22" width="108" height="196" rx="18" fill="#1f2430"/>
  <rect x="74" y="40" width="92" height="160" rx="6" fill="url(#teal)"/>
  <rect x="106" y="28" width="28" height="5" rx="2.5" fill="#3b4252"/>
  ${chip(96, 86, 0.75)}
  <text x="120" y="170" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="20" font-weight="700" fill="#fff">eSIM</text>`,
  ),
  'router-sim.svg': svg(
    'Fixed wireless SIM',
    `<rect x="0" y="0" width="240" height="240" rx="28" fill="#fff5e8"/>
  <path d="M84 52a50 50 0 0 1 72 0M96 66a32 32 0 0 1 48 0M108 80a14 14 0 0 1 24 0" fill="none" stroke="#e07a1f" stroke-width="8" stroke-linecap="round"/>
  <rect x="40" y="100" width="160" height="80" rx="14" fill="#2d3142"/>
  <circle cx="66" cy="140" r="6" fill="#7ee081"/><circle cx="86" cy="140" r="6" fill="#7ee081"/><circle cx="106" cy="140" r="6" fill="#f5c451"/>
  <path d="M138 118h36l12 12v36h-48z" fill="url(#card)"/>
  ${chip(146, 136, 0.5)}
  <rect x="60" y="180" width="18" height="12" rx="3" fill="#2d3142"/><rect x="162" y="180" width="18" height="12" rx="3" fill="#2d3142"/>`,
  ),
};
