export * from './constants';
export { SHIPPED_FLAGS, REMOTE_KEYS, PROFILE_TABS, BROADBAND_PROFILE_TAB, type Flags, type FlagName, type ProfileTab } from './shipped';
export { resolveFlags } from './resolve';
export {
  coerceFlag, envNameOf, orderPlacementAllowed, routeGateOpen, gateFor, ROUTE_GATES, type RouteGate,
  APP_STAGES, appStage, isProductionStage, aboutHref, type AppStage, type StageEnv,
  eshopStageRule, type EshopStageRoute, type EshopStageVerdict,
} from './rules';
export { parseAllowedTabs, tabRedirect } from './tabs';
export { appEnv, parseEnv, resetAppEnv, type AppEnv } from './env';
export { appOrigin, allowedOrigins, isOwnOrigin } from './origin';
export { FlagsWatch, flagsFingerprint, remoteConfigIntervalMs, MIN_REMOTE_CONFIG_INTERVAL_MS, type FlagsWatchOptions } from './runtime';
