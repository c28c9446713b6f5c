import { HELP_SEARCH_MAX_CHARS } from '@/lib/flags/constants';

/*
 * "Analytics events: add_to_cart, begin_checkout, purchase, sign_up, login, help, page_view,
 * view_item (tokens in page URLs masked)." (portal-shop-onboarding.md §3) The e-commerce four and
 * page_view are sent by components/analytics; these are the account and help ones, as GA4 names
 * their parameters (`method` for sign_up and login).
 */

/** How the customer signed in or up: our own email and password, or a social provider. */
const AUTH_METHODS = ['email', 'google', 'apple', 'facebook'] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];
/** What the visitor did in the help centre. */
export type HelpAction = 'search' | 'article' | 'chat';

export type AnalyticsEvent =
  | { event: 'sign_up'; method: AuthMethod }
  | { event: 'login'; method: AuthMethod }
  | { event: 'help'; help_action: HelpAction; search_term?: string };

export function signUpEvent(method: AuthMethod = 'email'): AnalyticsEvent {
  return { event: 'sign_up', method };
}

export function loginEvent(method: AuthMethod = 'email'): AnalyticsEvent {
  return { event: 'login', method };
}

/**
 * A plain (not HttpOnly) hint cookie set by a social sign-in's callback (`login_event=google`):
 * that sign-in ends in a server redirect, so the page it lands on sends the `login` event and
 * deletes the hint. It carries no secret; five minutes at most, in case no page of ours reads it.
 */
export const LOGIN_EVENT_COOKIE = 'login_event';
export const LOGIN_EVENT_MAX_AGE_S = 300;

/** The `login` event the `login_event` hint in `document.cookie` asks for, if it names a method. */
export function pendingLoginEvent(cookie: string, name: string = LOGIN_EVENT_COOKIE): AnalyticsEvent | null {
  const value = new RegExp(`(?:^|; )${name}=([a-z]+)(?:;|$)`).exec(cookie)?.[1];
  const method = AUTH_METHODS.find((m) => m === value);
  return method ? loginEvent(method) : null;
}

/** A help search carries its phrase (trimmed, cut to the search's own limit); the other actions none. */
export function helpEvent(action: HelpAction, searchTerm?: string): AnalyticsEvent {
  const term = action === 'search' ? searchTerm?.trim().slice(0, HELP_SEARCH_MAX_CHARS) : undefined;
  return term ? { event: 'help', help_action: action, search_term: term } : { event: 'help', help_action: action };
}
