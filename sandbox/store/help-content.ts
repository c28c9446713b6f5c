import { ACCOUNT } from './help-content-account';
import { BROADBAND } from './help-content-broadband';
import { MONEY } from './help-content-money';
import { PLANS } from './help-content-plans';
import { GETTING_STARTED } from './help-content-start';
import { TRAVEL } from './help-content-travel';
import type { SeedCategory } from './help-types';

/**
 * The sandbox's help centre, in display order: what a New Zealand mobile and broadband
 * provider's customers ask about most. Some articles are drafts on purpose: the providers'
 * APIs list them, flagged, and the app must filter them out ("Drafts are filtered out").
 */
export const HELP_CATEGORIES: readonly SeedCategory[] = [GETTING_STARTED, MONEY, PLANS, TRAVEL, BROADBAND, ACCOUNT];
