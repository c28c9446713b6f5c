/**
 * Every number of the specs' constants tables (portal-shop-onboarding.md §9,
 * account-management.md §9), named once. Nothing else in the code writes these literals.
 */
export const SPID = 69;
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** "Request timeout: 65 s main and identity APIs; 10 s support proxy" */
export const TIMEOUT_ACCOUNTS_MS = 65 * SECOND_MS;
export const TIMEOUT_IDENTITY_MS = 65 * SECOND_MS;
export const TIMEOUT_SUPPORT_MS = 10 * SECOND_MS;
/** "One redirect is allowed." */
export const MAX_REDIRECTS = 1;

/** "Token validity margin: 5 minutes" */
export const TOKEN_VALIDITY_MARGIN_MS = 5 * MINUTE_MS;
/** "Storage expiry default 30 days, cookie maximum 90 days." */
export const STORAGE_EXPIRY_MS = 30 * DAY_MS;
export const COOKIE_MAX_AGE_S = 90 * 24 * 60 * 60;

export const PENDING_ADDON_RETRY_MS = 10 * SECOND_MS;
export const ACTIVATED_PRODUCT_WAIT_MS = 250 * SECOND_MS;
export const NEW_BROADBAND_PRODUCT_WAIT_MS = 180 * SECOND_MS;
export const ORDER_POLL_MS = 250;
/** Ours (docs/broadband-contract.md §2.4): install and scope visit slots are offered this many days ahead. */
export const BROADBAND_SLOT_DAYS = 14;
/** Ours: a broadband start date (RSF) may be chosen up to this many days after the earliest one. */
export const BROADBAND_RSF_MAX_DAYS = 90;
/** Ours: a customer's fibre products and orders are read in one page of this size (a household has a handful). */
export const BROADBAND_LIST_PAGE_SIZE = 100;
/** The activation's wait reads the upstream every second (docs/onboarding-contract.md §3.1 "a poll every 1 s"). */
export const ACTIVATION_POLL_MS = SECOND_MS;
/** "Histogram: 30 days, 1 day interval." */
export const HISTOGRAM_DAYS = 30;
export const POST_PAYMENT_RELOAD_MS = 3 * SECOND_MS;
export const INVITE_EXPIRY_MS = HOUR_MS;
/** "Remote-config fetch interval 60 s." */
export const REMOTE_CONFIG_INTERVAL_MS = 60 * SECOND_MS;

export const CATALOGUE_PAGE_SIZE = 1000;
// "A catalogue load waits a short delay (1500 ms)": not a constant here. That delay spaces a
// browser's own catalogue reloads; here the catalogue is read on the server through the shared
// 30-minute cache (lib/cache, 'catalogue'), so no browser asks the upstream for it to delay.
export const HELP_PAGE_SIZE = 150;
export const HELP_DESK_PAGE_SIZE = 100;
export const LIST_PAGE_SIZE = 10;
export const PAGE_LINKS_EITHER_SIDE = 4;
export const PAYMENT_HISTORY_PAGE_SIZE = 14;
export const NUMBER_SEARCH_PAGE_SIZE = 15;
/** "modem search 10" */
export const MODEM_SEARCH_PAGE_SIZE = 10;

export const COMPANION_GROUP_MAX = 6;
export const COMPANION_PRICE_UNDER_3_CENTS = 4500;
export const COMPANION_PRICE_3_OR_MORE_CENTS = 3500;
/** "$35 for 3 or more": the group size from which the lower companion price applies. */
export const COMPANION_LOWER_PRICE_FROM = 3;
export const MULTI_PLAN_SIMS_MAX = 5;
export const DESKTOP_PLAN_CAROUSEL = 2;
export const CARRYOVER_BALANCE_DAYS = 365;
export const ERROR_TRACING_SAMPLE_RATE = 0.1;
// "Animation default timeout 5 s" ("a failed animation load falls back to a plain spinner"): not a
// constant here. No animation file is loaded: every spinner is the plain CSS one already.
// "Script chunk load time-out 120 s" ("a chunk that fails to load raises a chunk-load error"): not
// a constant here. Next.js loads its own script chunks and raises ChunkLoadError itself; the page
// then shows its error boundary (app/[locale]/error.tsx) with Try again, no product-specific text.

/** "Byte units 1024, 1048576, 1073741824" */
export const BYTES_KB = 1024;
export const BYTES_MB = 1048576;
export const BYTES_GB = 1073741824;

/** "Postpay charges occur up to 15 days after purchase." Told where a postpay customer buys. */
export const POSTPAY_CHARGE_DAYS = 15;

/** "Display names: first name only, cut at 33 combined characters (sign-in) or 20 (account)." */
export const DISPLAY_NAME_MAX_SIGN_IN = 33;
export const DISPLAY_NAME_MAX_ACCOUNT = 20;
/** How long a passed second factor (password or emailed code) lets sensitive actions through. Not in the specs: our choice. */
export const SECOND_FACTOR_PROOF_MS = 5 * MINUTE_MS;
/** Names are stored as typed; the upstream refuses more than this. */
export const NAME_MAX_LENGTH = 100;

/** "Product status numbers: … 2: pre-activated … 4: active. Above 4: Not Active." */
export const PRODUCT_STATUS_PRE_ACTIVATED = 2;
export const PRODUCT_STATUS_ACTIVE = 4;

/**
 * Our own limits (not from the specs), docs/adr/009-sign-in-limits-that-cannot-lock-out.md.
 * Attempts per 15 minutes: per client address generous, because mobile carriers put many
 * customers behind one address (CGNAT); per login AND client address together tight (the one
 * that stops a guesser, and only that guesser). Per login from every address together, failures
 * slow down instead of locking ("Ten wrong passwords lock any account for 15 minutes, so anyone
 * can lock a victim out", issue 10 finding 5): 100 free, then a wait of 1 s doubling with each
 * further failure up to 5 minutes, forgotten an hour after the last failure.
 */
export const SIGN_IN_LIMIT = {
  perIp: 300,
  perLoginAndClient: 10,
  windowMs: 15 * MINUTE_MS,
  perLogin: { free: 100, firstDelayMs: SECOND_MS, maxDelayMs: 5 * MINUTE_MS, forgetAfterMs: HOUR_MS },
} as const;

/**
 * Plan display (account-management.md "Plan display rules"; "prices in cents divided by 100").
 * "Data allowance in GB when it reaches the GB threshold (value not shown)": the threshold is
 * OURS — one whole GB, i.e. 1024 MB, using the spec's byte units (1024 MB to a GB).
 */
export const CENTS_PER_DOLLAR = 100;
export const PRICE_DECIMALS = 2;
export const MB_PER_GB = BYTES_GB / BYTES_MB;
export const GB_THRESHOLD_MB = MB_PER_GB;
export const DATA_DECIMALS = 2;
/** "Throttled data adds 'Additional Endless Data capped at 1.2Mbps' or '... 2Mbps'": 1.2 Mbps when the plan names no speed. */
export const THROTTLE_DEFAULT_BPS = 1_200_000;
/** SI steps for speed labels ("bps appended"): 1.2M, 512K. */
export const BPS_PER_KBPS = 1000;
export const BPS_PER_MBPS = 1000 * BPS_PER_KBPS;
export const BPS_PER_GBPS = 1000 * BPS_PER_MBPS;

/**
 * Help centre, our own limits (not from the specs): a page walk stops after HELP_MAX_PAGES pages
 * (15 000 articles at 150 a page) so a provider that always says "more" cannot hold a request;
 * search phrases are cut at HELP_SEARCH_MAX_CHARS; list excerpts are HELP_EXCERPT_CHARS long.
 */
export const HELP_MAX_PAGES = 100;
export const HELP_SEARCH_MAX_CHARS = 200;
export const HELP_EXCERPT_CHARS = 160;

/** "Password: 10 or more characters, upper and lower case letters, at least one number or symbol." */
export const PASSWORD_MIN_LENGTH = 10;
/** Our own cap (not from the specs), the same as sign-in's field limit. */
export const PASSWORD_MAX_LENGTH = 200;
/**
 * Recovery (our own numbers; the specs only say codes exist and "SMS codes have a resend
 * countdown (length not shown)"): a 6-digit code that lasts 15 minutes and survives 5 wrong
 * tries; the resend button waits 60 s (emailed verification and second-factor codes too). The sandbox applies the same length, life and tries.
 */
export const RECOVERY_CODE_LENGTH = 6;
export const RECOVERY_CODE_TTL_MS = 15 * MINUTE_MS;
export const RECOVERY_CODE_MAX_ATTEMPTS = 5;
export const RESEND_COUNTDOWN_S = 60;
/**
 * Abuse protection (our own limits, as SIGN_IN_LIMIT): per IP generous (CGNAT), per
 * login / number / address tight. Sending (forgot-email, forgot-pass, resend) shares one
 * per-target counter so resending cannot be used to flood someone's phone or inbox.
 */
export const SIGN_UP_LIMIT = { perIp: 30, perLogin: 5, windowMs: HOUR_MS } as const;
export const RECOVERY_SEND_LIMIT = { perIp: 50, perTarget: 3, windowMs: 15 * MINUTE_MS } as const;
/**
 * Code entry: signed-in users' code and password steps (second factor, email verification,
 * invitations) per user and step. Reset codes (verify-code, reset-password) as sign-in's
 * passwords (issue 29, "Ten wrong reset codes from one address make the owner's right code, from
 * another address, get 429 for 15 minutes"): per address generous; per login AND address
 * together strict (a guesser locks only itself out); per login alone, wrong codes slow down
 * (20 free, then 1 s doubling up to 5 minutes, forgotten an hour after the last) but never lock.
 */
export const CODE_ENTRY_LIMIT = {
  perIp: 100,
  perLoginAndClient: 10,
  perUser: 10,
  windowMs: 15 * MINUTE_MS,
  perLogin: { free: 20, firstDelayMs: SECOND_MS, maxDelayMs: 5 * MINUTE_MS, forgetAfterMs: HOUR_MS },
} as const;
/**
 * Send limits (issue 29; ours, the specs name none): every route that makes the upstream send an
 * SMS or an email counts the send per customer (the signed-in account, or the account a guest
 * pays for), per recipient (the address or number it goes to, whoever asks) and per client
 * address, each over a fixed window, shared by every instance through Redis when REDIS_URL is
 * set. One table, docs/send-limits.md. Recipient counters come last, so a customer or address
 * already refused does not use up a recipient's allowance.
 */
export type SendLimit = { readonly perCustomer?: number; readonly perRecipient: number; readonly perIp: number; readonly windowMs: number };
export const SEND_LIMITS = {
  /** Email verification: send, resend, and the new address after an email change. */
  emailVerification: { perCustomer: 5, perRecipient: 5, perIp: 50, windowMs: HOUR_MS },
  /** The second factor's emailed code (to the signed-in user's own address). */
  secondFactor: { perCustomer: 5, perRecipient: 5, perIp: 50, windowMs: 15 * MINUTE_MS },
  /** Forgot password (an email) and forgot email (an SMS): signed out, so no customer. */
  recovery: { perRecipient: RECOVERY_SEND_LIMIT.perTarget, perIp: RECOVERY_SEND_LIMIT.perIp, windowMs: RECOVERY_SEND_LIMIT.windowMs },
  /** The activation's SMS code (adopt by SIM ID or number; the upstream adds its own 30 s between codes). */
  simCode: { perCustomer: 10, perRecipient: 5, perIp: 50, windowMs: 15 * MINUTE_MS },
  /** A renewed activation link, by SMS to the SIM's number (the old link ends). */
  activationLink: { perCustomer: 3, perRecipient: 1, perIp: 30, windowMs: HOUR_MS },
  /** Group invites, billing-route invites and requests: an email or SMS to anyone, with the sender's words. */
  invite: { perCustomer: 10, perRecipient: 3, perIp: 50, windowMs: HOUR_MS },
  /** The losing carrier's consent text: a port started, retried or resent (the port typed at activation starts once: docs/send-limits.md). */
  portingText: { perCustomer: 5, perRecipient: 3, perIp: 50, windowMs: HOUR_MS },
  /** A guest top-up's or bill payment's emailed receipt; the customer is the account paid for. */
  guestReceipt: { perCustomer: 10, perRecipient: 5, perIp: 30, windowMs: HOUR_MS },
} as const satisfies Record<string, SendLimit>;
export type Sender = keyof typeof SEND_LIMITS;

/**
 * E-shop (docs/eshop-contract.md). "Maximum 5 SIMs with multiple plans" is MULTI_PLAN_SIMS_MAX;
 * "Companion group maximum 6" is COMPANION_GROUP_MAX. The order events stream (§3) ends after
 * 5 minutes (the browser's EventSource reconnects); a location search keeps at most 20 results.
 */
export const ORDER_EVENTS_MAX_MS = 5 * MINUTE_MS;
/** Most SIMs one cart line holds (ours, as the sandbox's: keeps a typo from ordering a thousand SIMs). */
export const CART_LINE_MAX_QUANTITY = 10;
/** Plan-password tries (unlock, or a cart item with planPassword) per IP: ours, against guessing the password; generous for CGNAT. */
export const PLAN_UNLOCK_LIMIT = { perIp: 30, windowMs: 15 * MINUTE_MS } as const;
export const LOCATION_SEARCH_MIN_CHARS = 3;
export const LOCATION_SEARCH_LIMIT = 20;
// "Country (default New Zealand)" is the flag `defaultCountry` (lib/flags/shipped.ts), not a constant here.
export const SHOP_CURRENCY = 'NZD';
/** The one-tap eSIM install link (iOS 17.4+ universal link); `carddata` is the LPA string, URL-encoded. */
export const ESIM_INSTALL_LINK_BASE = 'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=';
/** Item images through the BFF are cached a day, as the upstream's. */
export const ESHOP_IMAGE_MAX_AGE_S = 24 * 60 * 60;

/**
 * Request input (ours, issue 10 finding 6): "Request bodies over 1 MB are refused with 413
 * before they are read"; a dynamic URL segment longer than this is no id of ours (404).
 */
export const REQUEST_BODY_MAX_BYTES = 1024 * 1024;
/**
 * Browser error reports (issue 31; POST /api/client-errors, docs/operations.md §3): ours, the
 * specs name none. A report is a message, a stack and a path, so 8 KB is plenty; 20 a minute
 * per client address is more than a page in trouble sends (its reporter stops at 5).
 */
export const CLIENT_ERROR_LIMIT = { maxBytes: 8 * 1024, perIp: 20, windowMs: MINUTE_MS } as const;
export const PATH_SEGMENT_MAX_CHARS = 500;
/** JSON bodies nest at most this deep (issue 29: "JSON nested about 6,000 deep answers 500"); deeper is 422 before it is parsed. */
export const JSON_DEPTH_MAX = 32;
/**
 * Open Server-Sent Event streams (issue 29: "one session held 1,500 order-progress streams
 * open"): at most this many per session and per instance; a new one closes the oldest first.
 */
export const STREAMS_PER_SESSION_MAX = 5;
export const STREAMS_PER_INSTANCE_MAX = 500;

/**
 * "Supported call features: international roaming, voice settings, call barring, multi-party
 * services, call waiting." (build-time settings), in that order; listed on the SIM settings page.
 */
export const SUPPORTED_CALL_FEATURES = ['internationalRoaming', 'voiceSettings', 'callBarring', 'multiParty', 'callWaiting'] as const;
/** "SIM settings 5 min; roaming toggle 5 min" (cache lifetimes). */
export const SIM_SETTINGS_CACHE_MS = 5 * 60 * 1000;
export const ROAMING_CACHE_MS = 5 * 60 * 1000;

/** "Activation duration: 10 to 30 seconds; porting up to 3 hours" (portal-shop-onboarding.md §9) */
export const ACTIVATION_TYPICAL_MIN_S = 10;
export const ACTIVATION_TYPICAL_MAX_S = 30;
export const PORTING_MAX_MS = 3 * HOUR_MS;
/**
 * New Zealand's porting rule (not in the specs): the port goes ahead only after the customer
 * replies YES to the losing carrier's text within two hours.
 */
export const PORTING_CONSENT_WINDOW_MS = 2 * HOUR_MS;
/** "SMS codes have a resend countdown (length not shown)": ours, 30 s. */
export const SMS_CODE_RESEND_S = 30;
