import {
  bundleAttributes, checkoutAfterVerify, holdsBroadbandPlan, orderNotesNewestFirst, bundlePersonPriceCents, cartItemAttributes, cartLines, checkBundle, chooseSimPlan,
  deliveryAddressProblem, esimActivations, mayUseCart, esimInstallLink, offeredSimTypes, paymentConfirmation, paymentOptions, purchasedSummary,
  quantityChange, restoreReloadsCart, selfManagedSims, selfServiceHref, shownOrderStatus, simCount, simsPerLine, toCartAddress, toCartView, toOrderView, toSimItemView,
} from '@/lib/eshop/rules';
import { Cart, CartItem, EshopItem, Order, OrderItem } from '@/lib/eshop/wire';
import { sortAddresses, toAddressView } from '@/lib/location/rules';
import { Address } from '@/lib/location/wire';

const plan = { kind: 'prepay' as const, availabilityUuid: 'AV', catalogUuid: 'CE' };

const simItem = (o: Record<string, unknown> = {}) => CartItem.parse({
  UUID: 'L1', ItemUUID: 'I-SIM', Name: 'SIM card', Description: 'Nano, micro and standard', Type: 'TYPE_PRODUCT', VirtualType: 'VT_NONE',
  PhysicalType: 'SIM', ServiceType: 'MOBILE', SelfManaged: false, Quantity: 2, PriceCents: 0, PriceCatalogCents: 500, AmountCents: 7000,
  Status: 'CART', Attributes: {}, ItemImages: [{ S: '/eshop/images/sim.svg' }],
  Products: [{ UUID: 'P1', Name: 'Prepay 35', VirtualType: 'VT_PLAN', ProductCatalogUUID: 'CE', ProductAvailabilityUUID: 'AV', BillingReference: 'prepay', PriceCents: 3500, PriceCatalogCents: 3500 }],
  ...o,
});
const esimItem = (o: Record<string, unknown> = {}) => simItem({ UUID: 'L2', ItemUUID: 'I-ESIM', Name: 'eSIM', Type: 'TYPE_VIRTUAL', VirtualType: 'VT_ESIM', PhysicalType: '', Quantity: 1, PriceCatalogCents: 0, AmountCents: 3500, Products: [], ...o });
const cart = (items: unknown[]) => Cart.parse({ SPID: 69, UUID: 'C-UUID', Number: 'C000001', CustomerUUID: null, Status: 'CART', Items: items, AmountCents: 7000, AmountTaxCents: 913, Address: null });

describe('cartItemAttributes — spec §3 "Cart item attributes"', () => {
  test('"BillingReference (payg, prepay or postpay; default postpay)" from the plan\'s kind', () => {
    expect(cartItemAttributes({ selfManaged: false }, plan).BillingReference).toBe('prepay');
    expect(cartItemAttributes({ selfManaged: false }, { ...plan, kind: 'payg' }).BillingReference).toBe('payg');
    expect(cartItemAttributes({ selfManaged: false }, { ...plan, kind: undefined }).BillingReference).toBe('postpay');
  });
  test('"AutoRenew (default true)"; the plan named by availability and catalogue UUIDs', () => {
    expect(cartItemAttributes({ selfManaged: false }, plan)).toMatchObject({ AutoRenew: true, MobileProductAvailabilityUUID: 'AV', MobileProductCatalogUUID: 'CE' });
    expect(cartItemAttributes({ selfManaged: false }, plan, { autoRenew: false }).AutoRenew).toBe(false);
  });
  test('"Self-managed SIMs are saved as ReuseTheCustomer, others as BrandNewCustomer"', () => {
    expect(cartItemAttributes({ selfManaged: true }, plan).CustomerCreation).toBe('ReuseTheCustomer');
    expect(cartItemAttributes({ selfManaged: false }, plan).CustomerCreation).toBe('BrandNewCustomer');
  });
  test('"AddChildCustomer for modems"; "Modem items use SetupBillRouting false and SetupMobileGroup false"', () => {
    expect(cartItemAttributes({ selfManaged: true, physicalType: 'MODEM' }, plan)).toMatchObject({ CustomerCreation: 'AddChildCustomer', SetupBillRouting: false, SetupMobileGroup: false });
  });
});

describe('chooseSimPlan — "Setting a SIM plan needs plan availabilities (\'Plan not specified\'); an unknown SIM type is rejected (\'Unknown SIM type\')"', () => {
  test("'Plan not specified' without a plan", () => {
    expect(chooseSimPlan({ simType: 'esim', plan: '' })).toEqual({ ok: false, code: 'plan_not_specified', message: 'Plan not specified' });
  });
  test("'Unknown SIM type' for a type we do not sell (or fwa without the FWA module)", () => {
    expect(chooseSimPlan({ simType: 'nano', plan: 'x' })).toMatchObject({ ok: false, message: 'Unknown SIM type' });
    expect(chooseSimPlan({ simType: 'fwa_sim', plan: 'x' }, offeredSimTypes({ fwaModule: false, esimMenu: true }))).toMatchObject({ ok: false, message: 'Unknown SIM type' });
    expect(chooseSimPlan({ simType: 'fwa_sim', plan: 'x' }, offeredSimTypes({ fwaModule: true, esimMenu: true }))).toMatchObject({ ok: true });
    // "eSIM and already-have-SIM menus on": the eSIM menu off, no eSIM for sale.
    expect(chooseSimPlan({ simType: 'esim', plan: 'x' }, offeredSimTypes({ fwaModule: false, esimMenu: true }))).toMatchObject({ ok: true });
    expect(chooseSimPlan({ simType: 'esim', plan: 'x' }, offeredSimTypes({ fwaModule: false, esimMenu: false }))).toMatchObject({ ok: false, message: 'Unknown SIM type' });
  });
  test('"Default SIM type is real_sim"', () => {
    expect(chooseSimPlan({ plan: 'prepay-35' })).toEqual({ ok: true, simType: 'real_sim', plan: 'prepay-35' });
  });
});

describe('checkBundle — "Multi-SIM types: family (minimum 2 SIMs, grouped, master billing), solo (minimum 1), companion (minimum 2, grouped), simple (minimum 1)"', () => {
  const ok = { available: true };
  const sims = (n: number) => Array.from({ length: n }, () => ({ simType: 'esim', plan: 'p' }));
  test('family and companion need 2 SIMs; solo and simple 1', () => {
    expect(checkBundle('family', sims(1), [ok])).toMatchObject({ ok: false, code: 'bundle_size' });
    expect(checkBundle('companion', sims(1), [ok])).toMatchObject({ ok: false, code: 'bundle_size' });
    expect(checkBundle('family', sims(2), [ok, ok])).toEqual({ ok: true });
    expect(checkBundle('solo', sims(1), [ok])).toEqual({ ok: true });
    expect(checkBundle('simple', sims(1), [ok])).toEqual({ ok: true });
    expect(checkBundle('solo', [], [])).toMatchObject({ ok: false, code: 'bundle_size' });
  });
  test('"Maximum 5 SIMs with multiple plans" (and "Companion group maximum 6" cannot be reached past it)', () => {
    expect(checkBundle('simple', sims(5), Array(5).fill(ok))).toEqual({ ok: true });
    expect(checkBundle('simple', sims(6), Array(6).fill(ok))).toMatchObject({ ok: false, code: 'bundle_size', message: 'A bundle has at most 5 SIMs' });
    expect(checkBundle('companion', sims(7), Array(7).fill(ok))).toMatchObject({ ok: false, code: 'bundle_size' });
  });
  test("per SIM: 'SIM n plan is not specified', 'SIM n plan is not available', 'SIM n type is not available'", () => {
    const r = checkBundle('family', [{ simType: 'esim', plan: 'p' }, { simType: 'esim', plan: '' }, { simType: 'esim', plan: 'gone' }, { simType: 'nano', plan: 'p' }], [ok, undefined, null, ok]);
    expect(r).toEqual({
      ok: false, code: 'sim_invalid', message: 'SIM 2 plan is not specified',
      details: [
        { sim: 2, code: 'plan_not_specified', message: 'SIM 2 plan is not specified' },
        { sim: 3, code: 'plan_not_available', message: 'SIM 3 plan is not available' },
        { sim: 4, code: 'type_not_available', message: 'SIM 4 type is not available' },
      ],
    });
    expect(checkBundle('solo', [{ simType: 'esim', plan: 'p' }], [{ available: false }])).toMatchObject({ message: 'SIM 1 plan is not available' });
  });
  test('group and routing attributes: family grouped with master billing, companion grouped, solo/simple alone', () => {
    expect(bundleAttributes('family', 0, 'B', 'Ana')).toEqual({ BundleType: 'family', BundleID: 'B', RequestedForName: 'Ana', SetupMobileGroup: true, BecomeGroupOwner: true, SetupBillRouting: true });
    expect(bundleAttributes('family', 1, 'B')).toMatchObject({ SetupMobileGroup: true, BecomeGroupOwner: false, SetupBillRouting: true });
    expect(bundleAttributes('companion', 1, 'B')).toMatchObject({ SetupMobileGroup: true, BecomeGroupOwner: false, SetupBillRouting: false });
    expect(bundleAttributes('solo', 0, 'B')).toEqual({ BundleType: 'solo', BundleID: 'B' });
  });
  test('"$45 per person per month under 3 people, $35 for 3 or more" for companions (lib/catalog\'s)', () => {
    expect(bundlePersonPriceCents('companion', 2, 9999)).toBe(4500);
    expect(bundlePersonPriceCents('companion', 3, 9999)).toBe(3500);
    expect(bundlePersonPriceCents('family', 3, 4000)).toBe(4000);
  });
});

describe('quantity and restore — spec §4 "Cart and checkout"', () => {
  test('"Quantity set to zero removes the item; decreasing from 1 removes it"', () => {
    expect(quantityChange(3, 0)).toEqual({ remove: true });
    expect(quantityChange(1, 0)).toEqual({ remove: true });
    expect(quantityChange(1, -1)).toEqual({ remove: true });
    expect(quantityChange(3, 2)).toEqual({ remove: false, quantity: 2 });
    expect(quantityChange(1, 2)).toEqual({ remove: false, quantity: 2 });
  });
  test('"Restoring a saved cart that has FWA, MOBILE or UFB items reloads the full cart by UUID"', () => {
    expect(restoreReloadsCart([{ ServiceType: 'MOBILE' }])).toBe(true);
    expect(restoreReloadsCart([{ ServiceType: 'FWA' }])).toBe(true);
    expect(restoreReloadsCart([{ ServiceType: 'UFB' }])).toBe(true);
    expect(restoreReloadsCart([{ ServiceType: '' }])).toBe(false);
    expect(restoreReloadsCart([])).toBe(false);
  });
});

describe('cartLines — spec §3 "Cart line as displayed: id, uuid, name, price (dollars), originalPrice, specifications, type, item, quantity, removable, quantifiable"', () => {
  test('a SIM with a plan is two lines; dollars = cents / 100; the plan follows its SIM', () => {
    const lines = cartLines([simItem()], (av) => (av === 'AV' ? 'prepay-35' : undefined));
    expect(lines).toEqual([
      { id: 'L1', uuid: 'L1', name: 'SIM card', price: 0, originalPrice: 5, priceCents: 0, specifications: ['Nano, micro and standard'], type: 'sim', item: { itemUuid: 'I-SIM', simType: 'real_sim', imageUrl: '/api/eshop/images/sim.svg' }, quantity: 2, removable: true, quantifiable: true },
      { id: 'P1', uuid: 'P1', name: 'Prepay 35', price: 35, originalPrice: null, priceCents: 3500, specifications: [], type: 'plan', item: { itemUuid: 'CE', planSlug: 'prepay-35' }, quantity: 2, removable: false, quantifiable: false, parent: 'L1' },
    ]);
  });
  test('eSIM lines are type esim; the view says what the cart holds; the header counts SIMs', () => {
    const view = toCartView(cart([simItem(), esimItem()]));
    expect(view).toMatchObject({ uuid: 'C-UUID', number: 'C000001', totalCents: 7000, taxCents: 913, customerBound: false, hasPhysical: true, hasEsim: true, originalTotalCents: 8000 });
    expect(view.lines.map((l) => l.type)).toEqual(['sim', 'plan', 'esim']);
    expect(simCount(view.lines)).toBe(3);
  });
  test('the SIM items as views: physical SIM struck-through $5', () => {
    const item = EshopItem.parse({ SPID: 69, UUID: 'U', Name: 'SIM card', Type: 'TYPE_PRODUCT', VirtualType: 'VT_NONE', PriceCents: 0, PriceCatalogCents: 500, ServiceType: 'MOBILE', PhysicalType: 'SIM', Attributes: { SimType: 'real_sim' }, ItemImages: [{ Orig: '/eshop/images/sim.svg' }] });
    expect(toSimItemView(item)).toEqual({ uuid: 'U', simType: 'real_sim', name: 'SIM card', description: '', priceCents: 0, originalPriceCents: 500, imageUrl: '/api/eshop/images/sim.svg', serviceType: 'MOBILE', physical: true });
  });
});

describe('orders — spec §4 "Order statuses: … the order list also shows delivered"', () => {
  const item = (o: Record<string, unknown>) => OrderItem.parse({ ...simItem(), Shipped: true, Delivered: false, ...o });
  test('DELIVERED once every physical line is delivered', () => {
    expect(shownOrderStatus('COMPLETED', [item({ Delivered: true })])).toBe('DELIVERED');
    expect(shownOrderStatus('SHIPPED', [item({}), item({ Delivered: true })])).toBe('SHIPPED');
    expect(shownOrderStatus('COMPLETED', [OrderItem.parse({ ...esimItem() })])).toBe('COMPLETED');
  });
  test('the order view: FAILED shows "the first order note or \'Order failed\'"; unknown statuses are UNKNOWN', () => {
    const base = { SPID: 69, UUID: 'O', OrderNumber: 'SO000001', CustomerUUID: 'C', Status: 'FAILED', CreatedAtNanos: 1.7e18, Items: [], AmountCents: 0, Email: 'a@b.nz', Name: 'A', Phone: '021', PaymentMethodType: 'cards' };
    expect(toOrderView(Order.parse({ ...base, OrderNotes: [{ Note: 'Stock out' }] }), null)).toMatchObject({ orderId: 'SO000001', status: 'FAILED', failureNote: 'Stock out', createdAt: new Date(1.7e12).toISOString() });
    expect(toOrderView(Order.parse(base), null).failureNote).toBe('Order failed');
    expect(toOrderView(Order.parse({ ...base, Status: 'WEIRD' }), null).status).toBe('UNKNOWN');
  });
  test('"Self-managed SIMs link to the login for self-service": the self-managed SIM, FWA SIM and eSIM lines, with their quantities', () => {
    const sims = [
      item({ SelfManaged: true }), // a SIM card, quantity 2
      item({ SelfManaged: true, UUID: 'L3', ServiceType: 'FWA', Quantity: 1 }), // the fixed wireless SIM
      OrderItem.parse({ ...esimItem({ SelfManaged: true }) }),
    ];
    expect(selfManagedSims('PAID', sims)).toBe(4);
    // "Self-managed SIMs are saved as ReuseTheCustomer, others as BrandNewCustomer": the others are not the buyer's to manage.
    expect(selfManagedSims('PAID', [item({ SelfManaged: false }), OrderItem.parse({ ...esimItem({ SelfManaged: false }) })])).toBe(0);
    // Modems and broadband plans are marked SelfManaged upstream, but are no SIMs.
    const modem = item({ SelfManaged: true, PhysicalType: 'MODEM', ServiceType: 'UFB', Products: [] });
    const fibre = item({ SelfManaged: true, Type: 'TYPE_VIRTUAL', VirtualType: 'VT_PLAN', PhysicalType: '', ServiceType: 'UFB', Products: [] });
    expect(selfManagedSims('PAID', [modem, fibre])).toBe(0);
    // Before payment the SIMs are on their way; a failed or cancelled order has none.
    expect(selfManagedSims('CONFIRMED', sims)).toBe(4);
    expect([selfManagedSims('FAILED', sims), selfManagedSims('CANCELED', sims)]).toEqual([0, 0]);
    expect(toOrderView(Order.parse({ SPID: 69, UUID: 'O', OrderNumber: 'SO000002', CustomerUUID: 'C', Status: 'PAID', CreatedAtNanos: 1.7e18, Items: sims, AmountCents: 0, Email: 'a@b.nz', Name: 'A', Phone: '021', PaymentMethodType: 'cards' }), null).selfManagedSims).toBe(4);
  });
  test('"Self-managed SIMs link to the login for self-service": the sign-in, or the account once signed in', () => {
    expect(selfServiceHref(false)).toBe('/sign-in');
    expect(selfServiceHref(true)).toBe('/profile');
  });
  test('eSIM install: the one-tap link is esimsetup.apple.com with the LPA string url-encoded (the QR encodes the LPA itself)', () => {
    const lpa = 'LPA:1$smdp.example.nz$ABC-123';
    expect(esimInstallLink(lpa)).toBe('https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA%3A1%24smdp.example.nz%24ABC-123');
    const lines = [OrderItem.parse({ ...esimItem() })];
    expect(esimActivations(lines, [{ ItemUUID: 'L2', Status: 'READY', ActivationCode: lpa, SMDPAddress: '', MatchingID: '', ConfirmationCode: '' }])).toEqual([{ lineUuid: 'L2', status: 'READY', activationCode: lpa, lpaUrl: esimInstallLink(lpa) }]);
    expect(esimActivations(lines, [{ ItemUUID: 'L2', Status: 'PENDING', ActivationCode: '', SMDPAddress: '', MatchingID: '', ConfirmationCode: '' }])).toEqual([{ lineUuid: 'L2', status: 'PENDING', activationCode: '', lpaUrl: '' }]);
  });
});

describe('payments — spec §3 "Checkout"', () => {
  test('"anything other than afterpay or klarna is treated as card"', () => {
    expect(paymentConfirmation('afterpay')).toBe('afterpay');
    expect(paymentConfirmation('klarna')).toBe('klarna');
    expect(paymentConfirmation('cards')).toBe('card');
    expect(paymentConfirmation('bitcoin')).toBe('card');
    expect(paymentConfirmation(undefined)).toBe('card');
  });
  test('options: cards always; afterpay/klarna only when buyNowPayLater is on AND afterpayModule/klarnaModule respectively', () => {
    const off = { buyNowPayLater: false, afterpayModule: true, klarnaModule: true, billingRouting: false };
    expect(paymentOptions(off, [])).toEqual(['cards']);
    expect(paymentOptions({ ...off, buyNowPayLater: true, klarnaModule: false }, [])).toEqual(['cards', 'afterpay']);
    expect(paymentOptions({ ...off, buyNowPayLater: true, afterpayModule: false }, [])).toEqual(['cards', 'klarna']);
    expect(paymentOptions({ ...off, buyNowPayLater: true, afterpayModule: false, klarnaModule: false }, [])).toEqual(['cards']);
  });
  test('"Billing-route payment options are offered only when billing routing is enabled and the parent route has remaining spend above 0" (account-management.md §4)', () => {
    const flags = { buyNowPayLater: false, afterpayModule: false, klarnaModule: false, billingRouting: true };
    expect(paymentOptions(flags, [{ routingType: 'parent', remainingSpend: 3000 }])).toEqual(['cards', 'bill_routes']);
    expect(paymentOptions({ ...flags, billingRouting: false }, [{ routingType: 'parent', remainingSpend: 3000 }])).toEqual(['cards']);
    expect(paymentOptions(flags, [{ routingType: 'parent', remainingSpend: 0 }])).toEqual(['cards']);
    expect(paymentOptions(flags, [{ routingType: 'child', remainingSpend: 3000 }])).toEqual(['cards']);
  });
});

describe('addresses — spec §5 "Delivery address needs at least street, city and postcode"; §3 "Lists are sorted by Rank ascending with the default first"', () => {
  test('street, city and postcode are needed', () => {
    const msg = 'Delivery address needs at least street, city and postcode';
    expect(deliveryAddressProblem({ lines: ['1 Queen Street'], city: 'Auckland', postcode: '1010' })).toBeNull();
    expect(deliveryAddressProblem({ lines: [' '], city: 'Auckland', postcode: '1010' })).toBe(msg);
    expect(deliveryAddressProblem({ lines: ['1 Queen Street'], city: '', postcode: '1010' })).toBe(msg);
    expect(deliveryAddressProblem({ lines: ['1 Queen Street'], city: 'Auckland' })).toBe(msg);
    expect(deliveryAddressProblem(null)).toBe(msg);
  });
  test('Rank ascending, default (Rank 1) first', () => {
    const a = (uuid: string, Rank?: number, IsDefault?: boolean) => toAddressView(Address.parse({ AddressUUID: uuid, LocationProvider: 'NZPost', LocationProviderIDX: uuid, Formatted: uuid, Rank, IsDefault }), 'New Zealand');
    expect(sortAddresses([a('c'), a('b', 3), a('a', 2), a('d', 1)]).map((x) => x.addressUuid)).toEqual(['d', 'a', 'b', 'c']);
    expect(sortAddresses([a('b', 2), a('x', 5, true)]).map((x) => x.addressUuid)).toEqual(['x', 'b']);
    expect(a('d', 1).isDefault).toBe(true);
  });
});

describe('the flag defaultCountry — "default country New Zealand" (configured defaults); "Country (default New Zealand)"', () => {
  test('an address without a country, and every address the checkout sends, are in the deployment\'s default country', () => {
    const view = toAddressView(Address.parse({ AddressUUID: 'a', LocationProvider: 'NZPost', LocationProviderIDX: 'a', Formatted: '1 Queen Street' }), 'Aotearoa');
    expect(view.country).toBe('Aotearoa');
    const sent = toCartAddress({ lines: ['1 Queen Street'], city: 'Auckland', postcode: '1010' }, { email: 'a@example.com', name: 'Aroha', phone: '0211234567' }, '', 'Aotearoa');
    expect(sent.Country).toBe('Aotearoa');
  });
});

describe('simsPerLine — "multiple SIMs off" (build-time settings); "multiple SIMs disallowed in the shipped configuration"', () => {
  test('off: one SIM per line; on: up to ten', () => {
    expect(simsPerLine({ multipleSims: false })).toBe(1);
    expect(simsPerLine({ multipleSims: true })).toBe(10);
  });
});

describe('the purchased summary', () => {
  test('"Purchased summary (kept locally): e_sim, number, address, is_only_sim, ufb_modem, is_only_modem, delivery_address"', () => {
    const address = { Lines: ['1 Queen Street'], City: 'Auckland', Postcode: '1010' };
    expect(purchasedSummary(cart([esimItem()]), null, 'SO1')).toEqual({ e_sim: true, number: '', address: '', is_only_sim: true, ufb_modem: false, is_only_modem: false, delivery_address: '', orderId: 'SO1' });
    expect(purchasedSummary(cart([simItem({ Attributes: { PreSelectedMSISDN: '0211234567' } })]), address, 'SO2')).toMatchObject({ e_sim: false, number: '0211234567', is_only_sim: true, delivery_address: '1 Queen Street, Auckland, 1010' });
  });
});

describe('mayUseCart — ARCHITECTURE: "A handler never trusts a customer UUID, product UUID or account number from the browser without checking it belongs to the session\'s customer"', () => {
  it("a visitor's cart (no customer) is usable by whoever holds its UUID", () => {
    expect([mayUseCart(null, undefined), mayUseCart(undefined, ['C-1']), mayUseCart('', [])]).toEqual([true, true, true]);
  });
  it("a customer's cart only by a session of that login's customers", () => {
    expect(mayUseCart('C-1', ['C-1'])).toBe(true);
    expect(mayUseCart('C-2', ['C-1', 'C-2'])).toBe(true);
    expect(mayUseCart('C-2', ['C-1'])).toBe(false);
    expect(mayUseCart('C-1', undefined)).toBe(false);
    expect(mayUseCart('C-1', [])).toBe(false);
  });
});

describe('checkoutAfterVerify — "redirect targets are same-site relative paths only" (DEVELOPERS.md): a verified email goes back to one of our checkouts', () => {
  it('the broadband checkouts when named', () => {
    expect(checkoutAfterVerify('/eshop/checkout-ufb')).toBe('/eshop/checkout-ufb');
    expect(checkoutAfterVerify('/eshop/checkout-fwa')).toBe('/eshop/checkout-fwa');
  });
  it('else the shop\'s, whatever was given', () => {
    for (const next of [undefined, '', '//evil.example/eshop/checkout-ufb', 'https://evil.example', '/eshop/checkout-ufb/../x', ['/eshop/checkout-ufb']]) {
      expect(checkoutAfterVerify(next)).toBe('/eshop/checkout');
    }
  });
});

describe('orderNotesNewestFirst — "FAILED is failure with the first order note or \'Order failed\'": the first as the history is shown, newest first', () => {
  it('a failure after payment shows the failure\'s note, not "Payment received"', () => {
    expect(orderNotesNewestFirst([{ Note: 'Payment received', CreatedAtNanos: 1 }, { Note: 'Address not serviceable', CreatedAtNanos: 2 }])).toEqual(['Address not serviceable', 'Payment received']);
  });
});

describe('cartLines: a broadband plan is a line of its own — "type (sim, esim, plan, ufb-plan, modem, ufb-modem)"', () => {
  it('VT_PLAN items read as ufb-plan (fibre) or plan (fixed wireless), with no SIM type', () => {
    const item = (ServiceType: string, VirtualType = 'VT_PLAN', PhysicalType = '') =>
      ({ UUID: `u-${ServiceType}-${PhysicalType}`, ItemUUID: 'i', Name: 'n', Description: '', PriceCents: 100, PriceCatalogCents: 100, Quantity: 1, Type: 'TYPE_VIRTUAL', VirtualType, PhysicalType, ServiceType, ItemImages: [], Products: [], Attributes: {} }) as unknown as Parameters<typeof cartLines>[0][number];
    expect(cartLines([item('UFB'), item('FWA'), item('UFB', 'VT_NONE', 'MODEM')]).map((l) => [l.type, l.item.simType])).toEqual([['ufb-plan', undefined], ['plan', undefined], ['ufb-modem', undefined]]);
  });
});

describe('holdsBroadbandPlan: a broadband plan is a line of its own, a mobile plan goes with its SIM', () => {
  const line = (type: string, parent?: string) => ({ type, parent }) as unknown as Parameters<typeof holdsBroadbandPlan>[0]['lines'][number];
  it('a plan line with no parent is broadband; a SIM with its plan is not', () => {
    expect(holdsBroadbandPlan({ lines: [line('ufb-plan'), line('ufb-modem')] })).toBe(true);
    expect(holdsBroadbandPlan({ lines: [line('plan')] })).toBe(true);
    expect(holdsBroadbandPlan({ lines: [line('esim'), line('plan', 'sim-1')] })).toBe(false);
  });
});
