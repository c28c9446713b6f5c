import type { Database } from 'better-sqlite3';

/**
 * Ordered migrations. Append only: a database remembers how many it has applied in
 * `schema_version`, so editing an old entry would never reach an existing file.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE auth_users (
    uuid TEXT PRIMARY KEY,
    login TEXT NOT NULL UNIQUE COLLATE NOCASE,
    email TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    mobile TEXT NOT NULL DEFAULT '',
    email_verified INTEGER NOT NULL DEFAULT 0,
    identity_provider TEXT NOT NULL DEFAULT 'LOCAL',
    -- Unix seconds; JWTs with an earlier iat are refused (set by a password change).
    not_before INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE customers (
    uuid TEXT PRIMARY KEY,
    spid INTEGER NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    email TEXT NOT NULL,
    mobile TEXT NOT NULL DEFAULT '',
    external_ref5 TEXT NOT NULL UNIQUE CHECK (external_ref5 GLOB '5*'),
    email_verified INTEGER NOT NULL DEFAULT 0,
    account_state TEXT NOT NULL DEFAULT 'Active' CHECK (account_state IN ('Active', 'Suspended')),
    can_invite INTEGER NOT NULL DEFAULT 1,
    can_request INTEGER NOT NULL DEFAULT 1,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE auth_roles (
    auth_user_uuid TEXT NOT NULL REFERENCES auth_users(uuid) ON DELETE CASCADE,
    customer_uuid TEXT NOT NULL REFERENCES customers(uuid) ON DELETE CASCADE,
    role TEXT NOT NULL DEFAULT 'OWNER',
    position INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (auth_user_uuid, customer_uuid)
  );

  CREATE TABLE mobile_products (
    uuid TEXT PRIMARY KEY,
    customer_uuid TEXT NOT NULL REFERENCES customers(uuid) ON DELETE CASCADE,
    msisdn TEXT NOT NULL,
    imsi TEXT NOT NULL,
    sim_id TEXT NOT NULL,
    status INTEGER NOT NULL,
    product_type TEXT NOT NULL DEFAULT 'mobile',
    billing_reference TEXT NOT NULL DEFAULT '',
    service_type TEXT NOT NULL DEFAULT 'MOBILE',
    porting_state INTEGER NOT NULL DEFAULT 0,
    created_at_nanos INTEGER NOT NULL,
    data_rollover_allowed INTEGER NOT NULL DEFAULT 0,
    rollover_ineligible INTEGER NOT NULL DEFAULT 0,
    product_catalog_uuid TEXT NOT NULL,
    total_data_mb INTEGER NOT NULL DEFAULT 0,
    total_sms INTEGER NOT NULL DEFAULT 0,
    total_mms INTEGER NOT NULL DEFAULT 0,
    total_voice_minutes INTEGER NOT NULL DEFAULT 0,
    main_bal_credit_cents INTEGER
  );
  CREATE INDEX mobile_products_by_customer ON mobile_products(customer_uuid, created_at_nanos);

  CREATE TABLE addons (
    uuid TEXT PRIMARY KEY,
    product_uuid TEXT NOT NULL REFERENCES mobile_products(uuid) ON DELETE CASCADE,
    name TEXT NOT NULL,
    product_catalog_uuid TEXT NOT NULL,
    product_availability_uuid TEXT NOT NULL,
    is_base_plan INTEGER NOT NULL DEFAULT 0,
    is_addon INTEGER NOT NULL DEFAULT 0,
    allow_auto_renew INTEGER NOT NULL DEFAULT 0,
    auto_renew INTEGER NOT NULL DEFAULT 0,
    end_after_cycle_count INTEGER NOT NULL DEFAULT 0,
    price_cents INTEGER NOT NULL,
    created_at_nanos INTEGER NOT NULL,
    expires_at_nanos INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX addons_by_product ON addons(product_uuid, created_at_nanos);

  CREATE TABLE payment_methods (
    uuid TEXT PRIMARY KEY,
    customer_uuid TEXT NOT NULL REFERENCES customers(uuid) ON DELETE CASCADE,
    rank INTEGER NOT NULL,
    card_type TEXT NOT NULL,
    card_last4 TEXT NOT NULL CHECK (length(card_last4) = 4),
    card_expiry_month INTEGER NOT NULL CHECK (card_expiry_month BETWEEN 1 AND 12),
    card_expiry_year INTEGER NOT NULL,
    deleted_at_nanos INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX payment_methods_by_customer ON payment_methods(customer_uuid, rank);

  CREATE TABLE billing_routes (
    uuid TEXT PRIMARY KEY,
    customer_uuid TEXT NOT NULL REFERENCES customers(uuid) ON DELETE CASCADE,
    routing_type TEXT NOT NULL CHECK (routing_type IN ('parent', 'child')),
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    spend_limit INTEGER NOT NULL DEFAULT 0,
    spend_cycle INTEGER NOT NULL DEFAULT 0,
    spend_cycle_count INTEGER NOT NULL DEFAULT 0,
    remaining_spend_limit INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX billing_routes_by_customer ON billing_routes(customer_uuid);

  CREATE TABLE identity_tokens (
    uuid TEXT PRIMARY KEY,
    token_hash TEXT NOT NULL,
    auth_user_uuid TEXT NOT NULL REFERENCES auth_users(uuid) ON DELETE CASCADE,
    extra_data1 TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked INTEGER NOT NULL DEFAULT 0
  );

  CREATE TABLE remote_config (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  `,
  // Help centre: one knowledge base that both help providers' APIs serve (store/help.ts).
  `
  CREATE TABLE help_collections (
    id INTEGER PRIMARY KEY,
    -- NULL: a category; otherwise a section of that collection (spec §3 "Help centre").
    parent_id INTEGER REFERENCES help_collections(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    icon TEXT NOT NULL DEFAULT '',
    position INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX help_collections_by_parent ON help_collections(parent_id, position);

  CREATE TABLE help_articles (
    id INTEGER PRIMARY KEY,
    collection_id INTEGER NOT NULL REFERENCES help_collections(id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    body TEXT NOT NULL,
    -- JSON array of label names.
    labels TEXT NOT NULL DEFAULT '[]',
    state TEXT NOT NULL CHECK (state IN ('published', 'draft')),
    position INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX help_articles_by_collection ON help_articles(collection_id, position);
  `,
  // Plan catalogue (store/catalog.ts; contract "Catalogue"). Prices in cents.
  `
  CREATE TABLE catalog_entries (
    uuid TEXT PRIMARY KEY,
    product_type TEXT NOT NULL CHECK (product_type IN ('prepaymobileAddon', 'postpaymobile', 'postpaymobileAddon')),
    name TEXT NOT NULL UNIQUE,
    description TEXT NOT NULL DEFAULT '',
    is_payg INTEGER NOT NULL DEFAULT 0,
    is_fully_paid INTEGER NOT NULL DEFAULT 0,
    recurring_retail_cents INTEGER NOT NULL CHECK (recurring_retail_cents >= 0),
    position INTEGER NOT NULL,
    created_at_nanos INTEGER NOT NULL,
    updated_at_nanos INTEGER NOT NULL
  );

  CREATE TABLE catalog_characteristics (
    entry_uuid TEXT NOT NULL REFERENCES catalog_entries(uuid) ON DELETE CASCADE,
    name TEXT NOT NULL,
    -- JSON, so that 1, true and 'true' stay different values (the hotspot rule tells them apart).
    value_json TEXT NOT NULL,
    position INTEGER NOT NULL,
    PRIMARY KEY (entry_uuid, name)
  );

  CREATE TABLE catalog_availabilities (
    uuid TEXT PRIMARY KEY,
    entry_uuid TEXT NOT NULL REFERENCES catalog_entries(uuid) ON DELETE CASCADE,
    available INTEGER NOT NULL DEFAULT 1,
    priority INTEGER NOT NULL DEFAULT 0,
    retail_cents INTEGER NOT NULL CHECK (retail_cents >= 0),
    retail_name TEXT NOT NULL,
    retail_description TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX catalog_availabilities_by_entry ON catalog_availabilities(entry_uuid, priority);

  CREATE TABLE catalog_offers (
    entry_uuid TEXT PRIMARY KEY REFERENCES catalog_entries(uuid) ON DELETE CASCADE,
    discount_uuid TEXT NOT NULL,
    discount_cents INTEGER NOT NULL CHECK (discount_cents >= 0),
    credit_cents INTEGER NOT NULL DEFAULT 0
  );

  -- Test switches of the catalogue routes (e.g. the prepay list's 404-with-list answer).
  CREATE TABLE catalog_settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  `,
  // Fibre plans and the e-shop's modems (store/broadband.ts; contract "Broadband"). Prices in cents.
  `
  CREATE TABLE ufb_plans (
    uuid TEXT PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    description TEXT NOT NULL DEFAULT '',
    price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
    discount_cents INTEGER NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
    available INTEGER NOT NULL DEFAULT 1,
    priority INTEGER NOT NULL DEFAULT 0,
    -- JSON list of { Name, Value }, as the upstream sends it.
    attributes_json TEXT NOT NULL DEFAULT '[]'
  );

  CREATE TABLE eshop_item_variants (
    uuid TEXT PRIMARY KEY,
    item_uuid TEXT NOT NULL,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    network_type TEXT NOT NULL CHECK (network_type IN ('UFB', 'FWA', 'MOBILE')),
    physical_type TEXT NOT NULL DEFAULT 'MODEM',
    attributes_json TEXT NOT NULL DEFAULT '[]'
  );
  `,
  // Account self-service (store/account.ts; contract "Account self-service"): email
  // verification secrets, second-factor codes, access invitations, notification preferences
  // and linked rewards cards. Times in Unix seconds.
  `
  CREATE TABLE email_verifications (
    customer_uuid TEXT PRIMARY KEY REFERENCES customers(uuid) ON DELETE CASCADE,
    secret TEXT NOT NULL,
    email TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  );

  CREATE TABLE mfa_codes (
    auth_user_uuid TEXT NOT NULL REFERENCES auth_users(uuid) ON DELETE CASCADE,
    customer_uuid TEXT NOT NULL REFERENCES customers(uuid) ON DELETE CASCADE,
    code TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    PRIMARY KEY (auth_user_uuid, customer_uuid)
  );

  CREATE TABLE invitations (
    code TEXT PRIMARY KEY,
    customer_uuid TEXT NOT NULL REFERENCES customers(uuid) ON DELETE CASCADE,
    role TEXT NOT NULL DEFAULT 'USER',
    expires_at INTEGER NOT NULL,
    accepted_by TEXT
  );

  CREATE TABLE notification_preferences (
    customer_uuid TEXT PRIMARY KEY REFERENCES customers(uuid) ON DELETE CASCADE,
    prefs_json TEXT NOT NULL
  );

  CREATE TABLE rewards_cards (
    customer_uuid TEXT PRIMARY KEY REFERENCES customers(uuid) ON DELETE CASCADE,
    uuid TEXT NOT NULL,
    email TEXT NOT NULL
  );
  `,
  // E-shop (store/eshop.ts, docs/eshop-contract.md §1, §2, §5): carts, orders, the sandbox's
  // payment intents, checkout idempotency keys, eSIM profiles, customer delivery addresses and
  // the password of gated plans. Money in cents, times in nanoseconds unless named _ms.
  `
  CREATE TABLE eshop_carts (
    uuid TEXT PRIMARY KEY,
    number TEXT NOT NULL UNIQUE,
    customer_uuid TEXT REFERENCES customers(uuid) ON DELETE CASCADE,
    address_json TEXT,
    -- 1 once the cart became an order (it is then never read or written again).
    closed INTEGER NOT NULL DEFAULT 0,
    created_at_nanos INTEGER NOT NULL,
    updated_at_nanos INTEGER NOT NULL
  );
  CREATE INDEX eshop_carts_by_customer ON eshop_carts(customer_uuid, updated_at_nanos);

  CREATE TABLE eshop_cart_items (
    uuid TEXT PRIMARY KEY,
    cart_uuid TEXT NOT NULL REFERENCES eshop_carts(uuid) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    item_uuid TEXT NOT NULL,
    item_variant_uuid TEXT NOT NULL DEFAULT '',
    quantity INTEGER NOT NULL CHECK (quantity >= 1),
    attributes_json TEXT NOT NULL DEFAULT '{}',
    -- The plan sub-items, priced from the catalogue when the cart was written.
    products_json TEXT NOT NULL DEFAULT '[]'
  );
  CREATE INDEX eshop_cart_items_by_cart ON eshop_cart_items(cart_uuid, position);

  CREATE TABLE eshop_orders (
    uuid TEXT PRIMARY KEY,
    order_number TEXT NOT NULL UNIQUE,
    customer_uuid TEXT NOT NULL REFERENCES customers(uuid) ON DELETE CASCADE,
    cart_uuid TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL,
    amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
    address_json TEXT,
    email TEXT NOT NULL,
    name TEXT NOT NULL,
    phone TEXT NOT NULL,
    notes TEXT NOT NULL DEFAULT '',
    payment_method_type TEXT NOT NULL,
    -- OrderNotes: [{ Note, CreatedAtNanos }]
    order_notes_json TEXT NOT NULL DEFAULT '[]',
    -- The checkout answer, given again to a repeat while the order is unpaid.
    checkout_json TEXT NOT NULL,
    created_at_nanos INTEGER NOT NULL,
    updated_at_nanos INTEGER NOT NULL,
    paid_at_nanos INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX eshop_orders_by_customer ON eshop_orders(customer_uuid, created_at_nanos);
  CREATE INDEX eshop_orders_by_status ON eshop_orders(status);

  CREATE TABLE eshop_order_items (
    uuid TEXT PRIMARY KEY,
    order_uuid TEXT NOT NULL REFERENCES eshop_orders(uuid) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    item_uuid TEXT NOT NULL,
    item_variant_uuid TEXT NOT NULL DEFAULT '',
    quantity INTEGER NOT NULL CHECK (quantity >= 1),
    attributes_json TEXT NOT NULL DEFAULT '{}',
    products_json TEXT NOT NULL DEFAULT '[]',
    -- The mobile products made for this line when the order was paid.
    mobile_product_uuids_json TEXT NOT NULL DEFAULT '[]'
  );
  CREATE INDEX eshop_order_items_by_order ON eshop_order_items(order_uuid, position);

  CREATE TABLE eshop_esim_profiles (
    uuid TEXT PRIMARY KEY,
    order_item_uuid TEXT NOT NULL REFERENCES eshop_order_items(uuid) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    matching_id TEXT NOT NULL UNIQUE,
    confirmation_code TEXT NOT NULL DEFAULT '',
    mobile_product_uuid TEXT,
    ready INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX eshop_esim_profiles_by_item ON eshop_esim_profiles(order_item_uuid, position);

  CREATE TABLE payment_intents (
    id TEXT PRIMARY KEY,
    client_secret TEXT NOT NULL UNIQUE,
    order_uuid TEXT NOT NULL REFERENCES eshop_orders(uuid) ON DELETE CASCADE,
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    currency TEXT NOT NULL DEFAULT 'nzd',
    status TEXT NOT NULL,
    payment_method_types_json TEXT NOT NULL,
    last_error_json TEXT,
    next_action_json TEXT,
    -- What awaits authentication (card brand, last 4, expiry; or the BNPL type). Never a full number.
    pending_json TEXT,
    return_url TEXT,
    created_at_ms INTEGER NOT NULL
  );
  CREATE INDEX payment_intents_by_order ON payment_intents(order_uuid);

  CREATE TABLE eshop_idempotency_keys (
    customer_uuid TEXT NOT NULL REFERENCES customers(uuid) ON DELETE CASCADE,
    key TEXT NOT NULL,
    response_json TEXT NOT NULL,
    created_at_ms INTEGER NOT NULL,
    PRIMARY KEY (customer_uuid, key)
  );

  CREATE TABLE customer_addresses (
    uuid TEXT PRIMARY KEY,
    customer_uuid TEXT NOT NULL REFERENCES customers(uuid) ON DELETE CASCADE,
    address_type TEXT NOT NULL DEFAULT 'DELIVERY',
    rank INTEGER NOT NULL,
    location_provider TEXT NOT NULL,
    location_provider_idx TEXT NOT NULL,
    -- The Address as the location service gave it.
    address_json TEXT NOT NULL,
    created_at_nanos INTEGER NOT NULL
  );
  CREATE INDEX customer_addresses_by_customer ON customer_addresses(customer_uuid, address_type, rank);

  -- Password-gated plans: in the catalogue, in no public list (contract §5).
  CREATE TABLE catalog_gated (
    entry_uuid TEXT PRIMARY KEY REFERENCES catalog_entries(uuid) ON DELETE CASCADE,
    password TEXT NOT NULL
  );
  `,
  // An Idempotency-Key is bound to the request it came with (issue 10): the fingerprint of the
  // first checkout's body; '' for keys remembered before (they match any request, as they did).
  `
  ALTER TABLE eshop_idempotency_keys ADD COLUMN request_hash TEXT NOT NULL DEFAULT '';
  `,
  // Cards, payments and addresses (issue 11, docs/account-contract.md §2): the provider's
  // payment-method id of each saved card (back-filled from the card's UUID), the saved card a
  // payment intent was created with, the provider's SetupIntents (saving a card without paying)
  // and the customer's payment transactions. Money in cents, times in nanoseconds unless _ms.
  `
  ALTER TABLE payment_methods ADD COLUMN token TEXT NOT NULL DEFAULT '';
  UPDATE payment_methods SET token = 'pm_' || substr(replace(uuid, '-', ''), 1, 24) WHERE token = '';
  CREATE INDEX payment_methods_by_token ON payment_methods(token);

  -- pm_… of the saved card attached at checkout (PaymentOptions.PaymentMethodID); NULL: none.
  ALTER TABLE payment_intents ADD COLUMN payment_method TEXT;

  CREATE TABLE setup_intents (
    id TEXT PRIMARY KEY,
    client_secret TEXT NOT NULL UNIQUE,
    customer_uuid TEXT NOT NULL REFERENCES customers(uuid) ON DELETE CASCADE,
    status TEXT NOT NULL,
    last_error_json TEXT,
    next_action_json TEXT,
    -- The card awaiting 3-D Secure (brand, last 4, expiry). Never a full number.
    pending_json TEXT,
    return_url TEXT,
    -- pm_… of the card saved when it succeeded.
    payment_method TEXT,
    created_at_ms INTEGER NOT NULL
  );
  CREATE INDEX setup_intents_by_customer ON setup_intents(customer_uuid);

  CREATE TABLE payment_transactions (
    uuid TEXT PRIMARY KEY,
    customer_uuid TEXT NOT NULL REFERENCES customers(uuid) ON DELETE CASCADE,
    created_at_nanos INTEGER NOT NULL,
    status TEXT NOT NULL,
    amount_cents INTEGER NOT NULL,
    currency TEXT NOT NULL DEFAULT 'NZD',
    description TEXT NOT NULL,
    card_type TEXT NOT NULL DEFAULT '',
    card_last4 TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX payment_transactions_by_customer ON payment_transactions(customer_uuid, created_at_nanos);
  `,
  // "Account payments" (issue 11 item 9, docs/account-contract.md §2.7): a PaymentIntent may pay a
  // prepay top-up or a postpay bill instead of an e-shop order, so order_uuid becomes optional
  // (SQLite cannot drop NOT NULL: the table is rebuilt; nothing references it) and the intent
  // names its purpose, customer and product. postpay_accounts holds each customer's postpay
  // balance owing (cents; below 0 is credit); no row reads as 0.
  `
  CREATE TABLE payment_intents_new (
    id TEXT PRIMARY KEY,
    client_secret TEXT NOT NULL UNIQUE,
    purpose TEXT NOT NULL DEFAULT 'order' CHECK (purpose IN ('order', 'topup', 'payment')),
    order_uuid TEXT REFERENCES eshop_orders(uuid) ON DELETE CASCADE,
    customer_uuid TEXT REFERENCES customers(uuid) ON DELETE CASCADE,
    product_uuid TEXT REFERENCES mobile_products(uuid) ON DELETE CASCADE,
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    currency TEXT NOT NULL DEFAULT 'nzd',
    status TEXT NOT NULL,
    payment_method_types_json TEXT NOT NULL,
    last_error_json TEXT,
    next_action_json TEXT,
    -- What awaits authentication (card brand, last 4, expiry; or the BNPL type). Never a full number.
    pending_json TEXT,
    return_url TEXT,
    created_at_ms INTEGER NOT NULL,
    -- pm_… of the saved card the intent was created with; NULL: none.
    payment_method TEXT,
    CHECK ((purpose = 'order') = (order_uuid IS NOT NULL)),
    CHECK (purpose = 'order' OR (customer_uuid IS NOT NULL AND product_uuid IS NOT NULL))
  );
  INSERT INTO payment_intents_new (id, client_secret, purpose, order_uuid, amount_cents, currency, status, payment_method_types_json,
      last_error_json, next_action_json, pending_json, return_url, created_at_ms, payment_method)
    SELECT id, client_secret, 'order', order_uuid, amount_cents, currency, status, payment_method_types_json,
      last_error_json, next_action_json, pending_json, return_url, created_at_ms, payment_method
    FROM payment_intents;
  DROP TABLE payment_intents;
  ALTER TABLE payment_intents_new RENAME TO payment_intents;
  CREATE INDEX payment_intents_by_order ON payment_intents(order_uuid);
  CREATE INDEX payment_intents_by_customer ON payment_intents(customer_uuid);

  CREATE TABLE postpay_accounts (
    customer_uuid TEXT PRIMARY KEY REFERENCES customers(uuid) ON DELETE CASCADE,
    balance_cents INTEGER NOT NULL DEFAULT 0
  );
  `,
  // Money (issue 12, docs/money-contract.md §2): the prepay credit's expiry, the postpay billing
  // engine (each customer's cycle and credit, invoices with their lines, receipts and how
  // payments were allocated), the auto top-up preference, vouchers and promo codes. Money in
  // cents, times in nanoseconds.
  `
  ALTER TABLE mobile_products ADD COLUMN credit_expires_at_nanos INTEGER NOT NULL DEFAULT 0;

  CREATE TABLE billing_accounts (
    customer_uuid TEXT PRIMARY KEY REFERENCES customers(uuid) ON DELETE CASCADE,
    cycle TEXT NOT NULL DEFAULT 'MONTHLY' CHECK (cycle IN ('MONTHLY', 'SEVEN_DAYS', 'TWENTY_EIGHT_DAYS')),
    -- Paid and not yet allocated to an invoice; used by the next close.
    credit_cents INTEGER NOT NULL DEFAULT 0 CHECK (credit_cents >= 0)
  );

  CREATE TABLE invoices (
    uuid TEXT PRIMARY KEY,
    customer_uuid TEXT NOT NULL REFERENCES customers(uuid) ON DELETE CASCADE,
    number TEXT NOT NULL UNIQUE,
    -- DUE once closed; PAID and OVERDUE are read from the remaining amount and the due date.
    status TEXT NOT NULL CHECK (status IN ('OPEN', 'DUE', 'VOID')),
    created_at_nanos INTEGER NOT NULL,
    due_date_nanos INTEGER NOT NULL DEFAULT 0,
    period_from_nanos INTEGER NOT NULL,
    period_upto_nanos INTEGER NOT NULL,
    discount_cents INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX invoices_by_customer ON invoices(customer_uuid, period_from_nanos);

  CREATE TABLE invoice_lines (
    uuid TEXT PRIMARY KEY,
    invoice_uuid TEXT NOT NULL REFERENCES invoices(uuid) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('purchase', 'charge')),
    description TEXT NOT NULL,
    amount_cents INTEGER NOT NULL,
    date_nanos INTEGER NOT NULL
  );
  CREATE INDEX invoice_lines_by_invoice ON invoice_lines(invoice_uuid, date_nanos);

  CREATE TABLE receipts (
    uuid TEXT PRIMARY KEY,
    customer_uuid TEXT NOT NULL REFERENCES customers(uuid) ON DELETE CASCADE,
    number TEXT NOT NULL UNIQUE,
    created_at_nanos INTEGER NOT NULL,
    amount_cents INTEGER NOT NULL,
    payment_method TEXT NOT NULL,
    reference_code TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX receipts_by_customer ON receipts(customer_uuid, created_at_nanos);

  -- What paid an invoice: a receipt's payment, or (receipt NULL) credit, a voucher or a promo code.
  CREATE TABLE invoice_allocations (
    uuid TEXT PRIMARY KEY,
    invoice_uuid TEXT NOT NULL REFERENCES invoices(uuid) ON DELETE CASCADE,
    receipt_uuid TEXT REFERENCES receipts(uuid) ON DELETE CASCADE,
    method TEXT NOT NULL,
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    date_nanos INTEGER NOT NULL
  );
  CREATE INDEX invoice_allocations_by_invoice ON invoice_allocations(invoice_uuid, date_nanos);

  CREATE TABLE auto_topups (
    customer_uuid TEXT PRIMARY KEY REFERENCES customers(uuid) ON DELETE CASCADE,
    product_uuid TEXT NOT NULL REFERENCES mobile_products(uuid) ON DELETE CASCADE,
    amount_dollars INTEGER NOT NULL,
    days INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('ON', 'OFF')),
    type TEXT NOT NULL DEFAULT 'EVERY_DAY',
    next_at_nanos INTEGER NOT NULL DEFAULT 0
  );

  CREATE TABLE vouchers (
    code TEXT PRIMARY KEY CHECK (length(code) = 13),
    credit_cents INTEGER NOT NULL CHECK (credit_cents > 0),
    redeemed_by TEXT,
    redeemed_at_nanos INTEGER NOT NULL DEFAULT 0
  );

  CREATE TABLE promo_codes (
    code TEXT PRIMARY KEY COLLATE NOCASE,
    description TEXT NOT NULL,
    credit_cents INTEGER NOT NULL
  );

  CREATE TABLE promo_redemptions (
    code TEXT NOT NULL COLLATE NOCASE,
    customer_uuid TEXT NOT NULL REFERENCES customers(uuid) ON DELETE CASCADE,
    redeemed_at_nanos INTEGER NOT NULL,
    PRIMARY KEY (code, customer_uuid)
  );
  `,
  // Mobile home (issue 13, docs/mobile-contract.md §2): usage events per product (the generator's
  // and the control API's), how far each product's generator has run, add-ons ended, pending plan
  // changes, carry-over, usage alerts, and PaymentIntents that buy an add-on. Times in nanoseconds.
  `
  CREATE TABLE usage_events (
    id INTEGER PRIMARY KEY,
    product_uuid TEXT NOT NULL REFERENCES mobile_products(uuid) ON DELETE CASCADE,
    at_nanos INTEGER NOT NULL,
    type TEXT NOT NULL CHECK (type IN ('Data', 'Mins', 'TXTs', 'PXTs', 'IDDMins', 'TetheringData')),
    -- MB for Data and TetheringData, seconds for Mins and IDDMins, messages for TXTs and PXTs.
    amount INTEGER NOT NULL CHECK (amount >= 0),
    amount_cents INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX usage_events_by_product ON usage_events(product_uuid, at_nanos);

  CREATE TABLE usage_state (
    product_uuid TEXT PRIMARY KEY REFERENCES mobile_products(uuid) ON DELETE CASCADE,
    -- The start of the next New Zealand day to generate, and its end (generated once it has passed).
    day_from_nanos INTEGER NOT NULL,
    day_upto_nanos INTEGER NOT NULL
  );
  CREATE INDEX usage_state_by_due ON usage_state(day_upto_nanos);

  ALTER TABLE addons ADD COLUMN ended_at_nanos INTEGER NOT NULL DEFAULT 0;
  CREATE INDEX addons_by_expiry ON addons(expires_at_nanos) WHERE ended_at_nanos = 0 AND expires_at_nanos > 0;
  ALTER TABLE mobile_products ADD COLUMN carry_over_mb INTEGER NOT NULL DEFAULT 0;
  -- { AvailabilityUUID, AutoRenew, OldAddonUUID, AtNanos } of a plan change made at the old plan's expiry.
  ALTER TABLE mobile_products ADD COLUMN pending_plan_json TEXT;
  ALTER TABLE mobile_products ADD COLUMN pending_plan_at_nanos INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE mobile_products ADD COLUMN last_plan_change_at_nanos INTEGER NOT NULL DEFAULT 0;

  CREATE TABLE usage_alert_preferences (
    customer_uuid TEXT PRIMARY KEY REFERENCES customers(uuid) ON DELETE CASCADE,
    at80 INTEGER NOT NULL DEFAULT 0,
    at100 INTEGER NOT NULL DEFAULT 0
  );

  CREATE TABLE usage_alerts_sent (
    product_uuid TEXT NOT NULL REFERENCES mobile_products(uuid) ON DELETE CASCADE,
    type TEXT NOT NULL,
    threshold INTEGER NOT NULL,
    period_from_nanos INTEGER NOT NULL,
    PRIMARY KEY (product_uuid, type, threshold, period_from_nanos)
  );

  -- A PaymentIntent may buy an add-on ('addon'; its choice in addon_intents): the add-on is added when it succeeds.
  CREATE TABLE payment_intents_new (
    id TEXT PRIMARY KEY,
    client_secret TEXT NOT NULL UNIQUE,
    purpose TEXT NOT NULL DEFAULT 'order' CHECK (purpose IN ('order', 'topup', 'payment', 'addon')),
    order_uuid TEXT REFERENCES eshop_orders(uuid) ON DELETE CASCADE,
    customer_uuid TEXT REFERENCES customers(uuid) ON DELETE CASCADE,
    product_uuid TEXT REFERENCES mobile_products(uuid) ON DELETE CASCADE,
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    currency TEXT NOT NULL DEFAULT 'nzd',
    status TEXT NOT NULL,
    payment_method_types_json TEXT NOT NULL,
    last_error_json TEXT,
    next_action_json TEXT,
    -- What awaits authentication (card brand, last 4, expiry; or the BNPL type). Never a full number.
    pending_json TEXT,
    return_url TEXT,
    created_at_ms INTEGER NOT NULL,
    -- pm_… of the saved card the intent was created with; NULL: none.
    payment_method TEXT,
    CHECK ((purpose = 'order') = (order_uuid IS NOT NULL)),
    CHECK (purpose = 'order' OR (customer_uuid IS NOT NULL AND product_uuid IS NOT NULL))
  );
  INSERT INTO payment_intents_new SELECT id, client_secret, purpose, order_uuid, customer_uuid, product_uuid, amount_cents, currency, status,
      payment_method_types_json, last_error_json, next_action_json, pending_json, return_url, created_at_ms, payment_method FROM payment_intents;
  DROP TABLE payment_intents;
  ALTER TABLE payment_intents_new RENAME TO payment_intents;
  CREATE INDEX payment_intents_by_order ON payment_intents(order_uuid);
  CREATE INDEX payment_intents_by_customer ON payment_intents(customer_uuid);

  CREATE TABLE addon_intents (
    intent_id TEXT PRIMARY KEY REFERENCES payment_intents(id) ON DELETE CASCADE,
    availability_uuid TEXT NOT NULL,
    subscribe INTEGER NOT NULL DEFAULT 0
  );
  `,
  // SIM (issue 14, docs/sim-contract.md §2): the product's PUK and SIM state, the SIM inventory (every SIM
  // the sandbox knows: the products' IN_USE, spares PRE_ACTIVATED or NOT_ACTIVATED, swapped-out RETIRED),
  // call settings, roaming and call security per product, the number pool, call-security lists and reports.
  `
  ALTER TABLE mobile_products ADD COLUMN puk TEXT NOT NULL DEFAULT '';
  ALTER TABLE mobile_products ADD COLUMN sim_disabled INTEGER NOT NULL DEFAULT 0;
  -- LOST, STOLEN or OTHER while disabled; '' while enabled.
  ALTER TABLE mobile_products ADD COLUMN sim_disable_reason TEXT NOT NULL DEFAULT '';
  UPDATE mobile_products SET puk = substr('0000000' || (abs(random()) % 100000000), -8, 8);

  CREATE TABLE sim_inventory (
    sim_id TEXT PRIMARY KEY,
    imsi TEXT NOT NULL,
    puk TEXT NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('PRE_ACTIVATED', 'NOT_ACTIVATED', 'IN_USE', 'RETIRED')),
    changed_at_nanos INTEGER NOT NULL DEFAULT 0
  );
  INSERT OR IGNORE INTO sim_inventory (sim_id, imsi, puk, state) SELECT sim_id, imsi, puk, 'IN_USE' FROM mobile_products;
  -- Every product, however it is made (demo data, fresh customers, e-shop orders), has a PUK and its SIM in the inventory.
  CREATE TRIGGER mobile_products_sim_in_use AFTER INSERT ON mobile_products BEGIN
    UPDATE mobile_products SET puk = substr('0000000' || (abs(random()) % 100000000), -8, 8) WHERE uuid = NEW.uuid AND puk = '';
    INSERT OR IGNORE INTO sim_inventory (sim_id, imsi, puk, state) SELECT sim_id, imsi, puk, 'IN_USE' FROM mobile_products WHERE uuid = NEW.uuid;
  END;

  -- NULL JSON: the defaults (docs/sim-contract.md §2.1, §2.5).
  CREATE TABLE sim_settings (
    product_uuid TEXT PRIMARY KEY REFERENCES mobile_products(uuid) ON DELETE CASCADE,
    settings_json TEXT,
    auto_active INTEGER NOT NULL DEFAULT 0,
    security_json TEXT
  );

  CREATE TABLE number_pool (
    msisdn TEXT PRIMARY KEY,
    state TEXT NOT NULL CHECK (state IN ('AVAILABLE', 'ASSIGNED', 'QUARANTINED')),
    product_uuid TEXT,
    changed_at_nanos INTEGER NOT NULL DEFAULT 0
  );

  CREATE TABLE call_security_numbers (
    product_uuid TEXT NOT NULL REFERENCES mobile_products(uuid) ON DELETE CASCADE,
    msisdn TEXT NOT NULL,
    list TEXT NOT NULL CHECK (list IN ('ALLOW', 'BLOCK')),
    label TEXT NOT NULL DEFAULT '',
    created_at_nanos INTEGER NOT NULL,
    PRIMARY KEY (product_uuid, msisdn)
  );

  CREATE TABLE call_security_reports (
    id INTEGER PRIMARY KEY,
    product_uuid TEXT NOT NULL REFERENCES mobile_products(uuid) ON DELETE CASCADE,
    at_nanos INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('CALL', 'SMS')),
    from_number TEXT NOT NULL,
    reason TEXT NOT NULL CHECK (reason IN ('SPAM', 'BLOCK_LIST', 'WITHHELD', 'INTERNATIONAL'))
  );
  CREATE INDEX call_security_reports_by_product ON call_security_reports(product_uuid, at_nanos);
  `,
  // Families and payers (issue 15, docs/families-contract.md §2): customer and mobile groups, their
  // invites (approvals, also the billing ones), two-sided billing routes and what each route paid.
  `
  CREATE TABLE family_groups (
    uuid TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('customer', 'mobile')),
    customer_uuid TEXT NOT NULL REFERENCES customers(uuid) ON DELETE CASCADE,
    product_uuid TEXT REFERENCES mobile_products(uuid) ON DELETE CASCADE,
    name TEXT NOT NULL,
    created_at_nanos INTEGER NOT NULL
  );
  CREATE INDEX family_groups_by_customer ON family_groups(customer_uuid);

  CREATE TABLE family_group_members (
    uuid TEXT PRIMARY KEY,
    group_uuid TEXT NOT NULL REFERENCES family_groups(uuid) ON DELETE CASCADE,
    customer_uuid TEXT NOT NULL REFERENCES customers(uuid) ON DELETE CASCADE,
    product_uuid TEXT REFERENCES mobile_products(uuid) ON DELETE CASCADE,
    created_at_nanos INTEGER NOT NULL,
    UNIQUE (group_uuid, customer_uuid, product_uuid)
  );
  CREATE INDEX family_group_members_by_customer ON family_group_members(customer_uuid);

  CREATE TABLE approvals (
    uuid TEXT PRIMARY KEY,
    approval_type TEXT NOT NULL,
    customer_uuid TEXT NOT NULL REFERENCES customers(uuid) ON DELETE CASCADE,
    requested_by_product_uuid TEXT NOT NULL DEFAULT '',
    requested_to TEXT NOT NULL,
    resource_uuid TEXT NOT NULL DEFAULT '',
    resource_details TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    name TEXT NOT NULL DEFAULT '',
    token TEXT NOT NULL UNIQUE,
    created_at_nanos INTEGER NOT NULL,
    expires_at_nanos INTEGER NOT NULL,
    action TEXT NOT NULL DEFAULT 'REQUEST' CHECK (action IN ('REQUEST', 'APPROVED', 'REJECTED', 'CANCELLED')),
    acted_at_nanos INTEGER NOT NULL DEFAULT 0,
    spend_limit INTEGER NOT NULL DEFAULT 0,
    spend_cycle INTEGER NOT NULL DEFAULT 0,
    spend_cycle_count INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX approvals_by_sender ON approvals(customer_uuid, created_at_nanos);
  CREATE INDEX approvals_by_recipient ON approvals(requested_to, created_at_nanos);

  CREATE TABLE paid_routes (
    uuid TEXT PRIMARY KEY,
    debit_customer_uuid TEXT NOT NULL REFERENCES customers(uuid) ON DELETE CASCADE,
    credit_customer_uuid TEXT NOT NULL REFERENCES customers(uuid) ON DELETE CASCADE,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    spend_limit INTEGER NOT NULL DEFAULT 0,
    spend_cycle INTEGER NOT NULL DEFAULT 0,
    spend_cycle_count INTEGER NOT NULL DEFAULT 0,
    created_at_nanos INTEGER NOT NULL,
    UNIQUE (debit_customer_uuid, credit_customer_uuid)
  );
  CREATE INDEX paid_routes_by_credit ON paid_routes(credit_customer_uuid);

  CREATE TABLE route_payments (
    uuid TEXT PRIMARY KEY,
    route_uuid TEXT NOT NULL REFERENCES paid_routes(uuid) ON DELETE CASCADE,
    at_nanos INTEGER NOT NULL,
    amount_cents INTEGER NOT NULL,
    description TEXT NOT NULL
  );
  CREATE INDEX route_payments_by_route ON route_payments(route_uuid, at_nanos);

  -- The one-sided demo routes' other side: a name with no customer.
  ALTER TABLE billing_routes ADD COLUMN other_name TEXT NOT NULL DEFAULT '';
  `,
  // Onboarding and porting (issue 16, docs/onboarding-contract.md §2): the SIM inventory learns its
  // number, plan type, owner and product; adoption SMS codes and links; the activation record of a
  // product; ports and the losing carriers' number registry. Times in nanoseconds.
  `
  ALTER TABLE sim_inventory ADD COLUMN iccid TEXT NOT NULL DEFAULT '';
  ALTER TABLE sim_inventory ADD COLUMN msisdn TEXT NOT NULL DEFAULT '';
  ALTER TABLE sim_inventory ADD COLUMN plan_type TEXT NOT NULL DEFAULT 'prepay' CHECK (plan_type IN ('prepay', 'postpay', 'payg'));
  ALTER TABLE sim_inventory ADD COLUMN owner_customer_uuid TEXT;
  ALTER TABLE sim_inventory ADD COLUMN product_uuid TEXT;
  ALTER TABLE sim_inventory ADD COLUMN credit_check TEXT NOT NULL DEFAULT 'PASS' CHECK (credit_check IN ('PASS', 'FAIL'));
  ALTER TABLE sim_inventory ADD COLUMN fully_paid INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE sim_inventory ADD COLUMN replaces_product_uuid TEXT NOT NULL DEFAULT '';
  ALTER TABLE sim_inventory ADD COLUMN mobile_ip TEXT NOT NULL DEFAULT '';
  -- The plan a fully paid SIM comes with (a shop order's): availability, catalogue entry, name.
  ALTER TABLE sim_inventory ADD COLUMN plan_availability_uuid TEXT NOT NULL DEFAULT '';
  ALTER TABLE sim_inventory ADD COLUMN plan_catalog_uuid TEXT NOT NULL DEFAULT '';
  ALTER TABLE sim_inventory ADD COLUMN plan_name TEXT NOT NULL DEFAULT '';
  UPDATE sim_inventory SET iccid = sim_id;
  UPDATE sim_inventory SET msisdn = COALESCE((SELECT msisdn FROM mobile_products p WHERE p.sim_id = sim_inventory.sim_id), '');
  CREATE INDEX sim_inventory_by_msisdn ON sim_inventory(msisdn);
  CREATE INDEX sim_inventory_by_product ON sim_inventory(product_uuid);

  CREATE TABLE adoption_codes (
    customer_uuid TEXT NOT NULL REFERENCES customers(uuid) ON DELETE CASCADE,
    sim_id TEXT NOT NULL,
    code TEXT NOT NULL,
    sent_at_nanos INTEGER NOT NULL,
    wrong_tries INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (customer_uuid, sim_id)
  );

  CREATE TABLE adoption_tokens (
    uuid TEXT PRIMARY KEY,
    sim_id TEXT NOT NULL,
    created_at_nanos INTEGER NOT NULL,
    expires_at_nanos INTEGER NOT NULL,
    used_by TEXT,
    product_uuid TEXT
  );

  CREATE TABLE activations (
    product_uuid TEXT PRIMARY KEY,
    customer_uuid TEXT NOT NULL,
    sim_id TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'NONE' CHECK (state IN ('NONE', 'REQUESTED', 'PROVISIONING', 'ACTIVE', 'FAILED')),
    kind TEXT NOT NULL DEFAULT '',
    requested_at_nanos INTEGER NOT NULL DEFAULT 0,
    network_ready_at_nanos INTEGER NOT NULL DEFAULT 0,
    addons_ready_at_nanos INTEGER NOT NULL DEFAULT 0,
    message TEXT NOT NULL DEFAULT '',
    credit_check TEXT NOT NULL DEFAULT '',
    credit_reference TEXT NOT NULL DEFAULT '',
    -- The plan bought before activation, added by the activation; '' for none (casual rates).
    held_availability_uuid TEXT NOT NULL DEFAULT '',
    held_subscribe INTEGER NOT NULL DEFAULT 0,
    -- The PaymentIntent that pays (or authorises) it; paid = 1 once it succeeded or nothing was to pay.
    intent_id TEXT NOT NULL DEFAULT '',
    paid INTEGER NOT NULL DEFAULT 0,
    -- 1: the payment's success starts the activation by itself (postpay); prepay waits for finalise_activation.
    start_when_paid INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX activations_moving ON activations(state) WHERE state IN ('REQUESTED', 'PROVISIONING', 'ACTIVE');

  CREATE TABLE portings (
    mobile_uuid TEXT PRIMARY KEY,
    customer_uuid TEXT NOT NULL,
    msisdn TEXT NOT NULL,
    carrier TEXT NOT NULL,
    account_number TEXT NOT NULL DEFAULT '',
    prior_sim_id TEXT NOT NULL DEFAULT '',
    name TEXT NOT NULL,
    state INTEGER NOT NULL,
    consent_state TEXT NOT NULL CHECK (consent_state IN ('AWAITING', 'GIVEN', 'EXPIRED', 'NOT_NEEDED')),
    consent_deadline_nanos INTEGER NOT NULL DEFAULT 0,
    consent_at_nanos INTEGER NOT NULL DEFAULT 0,
    requested_at_nanos INTEGER NOT NULL,
    updated_at_nanos INTEGER NOT NULL,
    message TEXT NOT NULL DEFAULT '',
    history_json TEXT NOT NULL DEFAULT '[]'
  );
  CREATE INDEX portings_by_msisdn ON portings(msisdn);

  -- Numbers at other carriers the sandbox knows (else the carrier is read from the prefix); rejects = 1: the port is refused.
  CREATE TABLE porting_registry (
    msisdn TEXT PRIMARY KEY,
    carrier TEXT NOT NULL,
    rejects INTEGER NOT NULL DEFAULT 0
  );
  `,
  // Broadband ordering (issue 17, docs/broadband-contract.md §2): fixed wireless plans beside the
  // fibre ones, the availability checks issued (PrequalUUID), fibre products, broadband orders
  // (visits, appointments and notes as JSON) and the fixed wireless product's broadband fields.
  // Times in nanoseconds.
  `
  ALTER TABLE ufb_plans ADD COLUMN product_type TEXT NOT NULL DEFAULT 'UFB' CHECK (product_type IN ('UFB', 'FWA'));
  ALTER TABLE mobile_products ADD COLUMN broadband_json TEXT;

  CREATE TABLE broadband_prequals (
    uuid TEXT PRIMARY KEY,
    location_provider TEXT NOT NULL,
    location_provider_idx TEXT NOT NULL,
    technology TEXT NOT NULL CHECK (technology IN ('UFB', 'FWA')),
    status TEXT NOT NULL,
    created_at_nanos INTEGER NOT NULL
  );

  CREATE TABLE ufb_products (
    uuid TEXT PRIMARY KEY,
    customer_uuid TEXT NOT NULL REFERENCES customers(uuid) ON DELETE CASCADE,
    order_uuid TEXT NOT NULL,
    state TEXT NOT NULL,
    status INTEGER NOT NULL,
    address_json TEXT NOT NULL,
    prequal_uuid TEXT NOT NULL,
    plan_name TEXT NOT NULL,
    product_availability_uuid TEXT NOT NULL,
    product_catalog_uuid TEXT NOT NULL,
    price_cents INTEGER NOT NULL,
    billing_reference TEXT NOT NULL,
    eshop_order_number TEXT NOT NULL DEFAULT '',
    rsf_nanos INTEGER NOT NULL DEFAULT 0,
    go_live_at_nanos INTEGER NOT NULL DEFAULT 0,
    created_at_nanos INTEGER NOT NULL,
    deleted_at_nanos INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX ufb_products_by_customer ON ufb_products(customer_uuid, created_at_nanos);

  CREATE TABLE broadband_orders (
    uuid TEXT PRIMARY KEY,
    customer_uuid TEXT NOT NULL REFERENCES customers(uuid) ON DELETE CASCADE,
    technology TEXT NOT NULL CHECK (technology IN ('UFB', 'FWA')),
    product_uuid TEXT NOT NULL,
    eshop_order_uuid TEXT NOT NULL DEFAULT '',
    eshop_order_number TEXT NOT NULL DEFAULT '',
    order_type TEXT NOT NULL,
    -- created (paid, the product not made yet), acknowledged, in_progress, completed, cancelled
    state TEXT NOT NULL,
    cancel_requested INTEGER NOT NULL DEFAULT 0,
    visits_json TEXT NOT NULL,
    appointments_json TEXT NOT NULL DEFAULT '[]',
    notes_json TEXT NOT NULL DEFAULT '[]',
    -- What the product is made of when it appears (plan, address, prequal, attributes).
    line_json TEXT NOT NULL,
    rsf_nanos INTEGER NOT NULL DEFAULT 0,
    go_live_at_nanos INTEGER NOT NULL DEFAULT 0,
    created_at_nanos INTEGER NOT NULL,
    paid_at_nanos INTEGER NOT NULL,
    updated_at_nanos INTEGER NOT NULL
  );
  CREATE INDEX broadband_orders_by_customer ON broadband_orders(customer_uuid, created_at_nanos);
  CREATE INDEX broadband_orders_moving ON broadband_orders(state) WHERE state IN ('created', 'acknowledged', 'in_progress');
  `,
  // One charge per key (issue 29, sandbox/idempotency.ts): the first answer of every money route
  // under an Idempotency-Key, per user (or a guest's looked-up number) and route, kept 24 hours.
  `
  CREATE TABLE idempotency_keys (
    who TEXT NOT NULL,
    route TEXT NOT NULL,
    key TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    response_json TEXT NOT NULL,
    created_at_ms INTEGER NOT NULL,
    PRIMARY KEY (who, route, key)
  );
  `,
  // Broadband balance (issue 30): a bill payment may be for a fibre service (ufb_products), not only a
  // mobile product, so payment_intents.product_uuid references no one table any more (the routes check
  // the product is the customer's). Rebuilt as before; addon_intents, its only child, is kept aside
  // first (dropping the parent with foreign keys on would delete its rows) and made again.
  `
  CREATE TABLE payment_intents_new (
    id TEXT PRIMARY KEY,
    client_secret TEXT NOT NULL UNIQUE,
    purpose TEXT NOT NULL DEFAULT 'order' CHECK (purpose IN ('order', 'topup', 'payment', 'addon')),
    order_uuid TEXT REFERENCES eshop_orders(uuid) ON DELETE CASCADE,
    customer_uuid TEXT REFERENCES customers(uuid) ON DELETE CASCADE,
    -- a mobile product, or a fibre service paid for by a bill payment
    product_uuid TEXT,
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    currency TEXT NOT NULL DEFAULT 'nzd',
    status TEXT NOT NULL,
    payment_method_types_json TEXT NOT NULL,
    last_error_json TEXT,
    next_action_json TEXT,
    pending_json TEXT,
    return_url TEXT,
    created_at_ms INTEGER NOT NULL,
    payment_method TEXT,
    CHECK ((purpose = 'order') = (order_uuid IS NOT NULL)),
    CHECK (purpose = 'order' OR (customer_uuid IS NOT NULL AND product_uuid IS NOT NULL))
  );
  INSERT INTO payment_intents_new SELECT id, client_secret, purpose, order_uuid, customer_uuid, product_uuid, amount_cents, currency, status,
      payment_method_types_json, last_error_json, next_action_json, pending_json, return_url, created_at_ms, payment_method FROM payment_intents;
  CREATE TABLE addon_intents_kept (intent_id TEXT PRIMARY KEY, availability_uuid TEXT NOT NULL, subscribe INTEGER NOT NULL DEFAULT 0);
  INSERT INTO addon_intents_kept SELECT intent_id, availability_uuid, subscribe FROM addon_intents;
  DROP TABLE addon_intents;
  DROP TABLE payment_intents;
  ALTER TABLE payment_intents_new RENAME TO payment_intents;
  CREATE INDEX payment_intents_by_order ON payment_intents(order_uuid);
  CREATE INDEX payment_intents_by_customer ON payment_intents(customer_uuid);
  CREATE TABLE addon_intents (
    intent_id TEXT PRIMARY KEY REFERENCES payment_intents(id) ON DELETE CASCADE,
    availability_uuid TEXT NOT NULL,
    subscribe INTEGER NOT NULL DEFAULT 0
  );
  INSERT INTO addon_intents SELECT intent_id, availability_uuid, subscribe FROM addon_intents_kept;
  DROP TABLE addon_intents_kept;
  `,
];

export function migrate(db: Database): number {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const row = db.prepare('SELECT version FROM schema_version').get() as { version: number } | undefined;
  let version = row?.version ?? 0;
  if (!row) db.prepare('INSERT INTO schema_version (version) VALUES (0)').run();
  const apply = db.transaction((sql: string, next: number) => {
    db.exec(sql);
    db.prepare('UPDATE schema_version SET version = ?').run(next);
  });
  while (version < MIGRATIONS.length) {
    apply(MIGRATIONS[version] ?? '', version + 1);
    version += 1;
  }
  return version;
}

/** Child tables first, so a wipe never trips a foreign key. */
export const TABLES_IN_DELETE_ORDER = [
  'idempotency_keys',
  'broadband_orders',
  'ufb_products',
  'broadband_prequals',
  'porting_registry',
  'portings',
  'activations',
  'adoption_tokens',
  'adoption_codes',
  'route_payments',
  'paid_routes',
  'approvals',
  'family_group_members',
  'family_groups',
  'call_security_reports',
  'call_security_numbers',
  'sim_settings',
  'number_pool',
  'sim_inventory',
  'addon_intents',
  'usage_alerts_sent',
  'usage_alert_preferences',
  'usage_state',
  'usage_events',
  'promo_redemptions',
  'promo_codes',
  'vouchers',
  'auto_topups',
  'invoice_allocations',
  'invoice_lines',
  'receipts',
  'invoices',
  'billing_accounts',
  'postpay_accounts',
  'setup_intents',
  'payment_transactions',
  'eshop_idempotency_keys',
  'payment_intents',
  'eshop_esim_profiles',
  'eshop_order_items',
  'eshop_orders',
  'eshop_cart_items',
  'eshop_carts',
  'customer_addresses',
  'email_verifications',
  'mfa_codes',
  'invitations',
  'notification_preferences',
  'rewards_cards',
  'identity_tokens',
  'addons',
  'mobile_products',
  'payment_methods',
  'billing_routes',
  'auth_roles',
  'customers',
  'auth_users',
  'remote_config',
] as const;
