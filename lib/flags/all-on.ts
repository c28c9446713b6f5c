import { SHIPPED_FLAGS, type Flags } from './shipped';

/**
 * "A documented way to start the app with every flag of the shipped table switched on"
 * (issue 11, item 10): `FLAGS=all` (README, `npm run start:all`). Every feature flag is on,
 * every "hide" setting off, each comma list names all its values; what is not a feature stays
 * as shipped: the broadband plan types (the spec's list has one, fibre), the default SIM type and country, the support provider, the e-mail-verified
 * override (a test switch, not a feature), the allowed-tabs list (empty = all) and the captcha
 * key (no key exists for this deployment, so the anonymous recharge and pay-bill pages stay off
 * whatever their flags say, as the spec requires).
 */
const KEEP_AS_SHIPPED = new Set<keyof Flags>(['broadbandPlans', 'defaultSimType', 'defaultCountry', 'supportProvider', 'emailVerifiedOverride', 'allowedTabs', 'captchaKey', 'externalAboutLink']);
const HIDE_SETTINGS = new Set<keyof Flags>(['hidePrepayBalanceIfZero', 'hidePrepayTopUp']);

const LISTS: Partial<Flags> = {
  availablePlans: 'prepay,postpay',
  orderPlacement: 'true',
  dashboardWidgets: SHIPPED_FLAGS.dashboardWidgets,
  planChangeModePrepay: 'BOTH',
  planChangeModePostpay: 'BOTH',
};

export function allOnFlags(): Partial<Flags> {
  const out: Partial<Record<keyof Flags, unknown>> = {};
  for (const name of Object.keys(SHIPPED_FLAGS) as (keyof Flags)[]) {
    if (KEEP_AS_SHIPPED.has(name)) continue;
    const shipped = SHIPPED_FLAGS[name];
    if (typeof shipped === 'boolean') out[name] = !HIDE_SETTINGS.has(name);
    else if (Object.hasOwn(LISTS, name)) out[name] = LISTS[name];
  }
  return out as Partial<Flags>;
}

/** `FLAGS=all` turns the preset on; anything else (or unset) is the shipped configuration. */
export function wantsAllOn(env: Record<string, string | undefined>): boolean {
  return (env.FLAGS ?? '').trim().toLowerCase() === 'all';
}
