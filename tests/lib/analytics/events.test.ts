/** @jest-environment jsdom */
import { helpEvent, loginEvent, pendingLoginEvent, signUpEvent } from '@/lib/analytics/events';
import { track } from '@/lib/analytics/track';
import { HELP_SEARCH_MAX_CHARS } from '@/lib/flags/constants';

/*
 * "Analytics events: add_to_cart, begin_checkout, purchase, sign_up, login, help, page_view,
 * view_item (tokens in page URLs masked)." (portal-shop-onboarding.md §3) These are sign_up,
 * login and help; the others are components/analytics'.
 */

describe('sign_up and login', () => {
  test('GA4 names with the method, email and password unless said otherwise', () => {
    expect(signUpEvent()).toEqual({ event: 'sign_up', method: 'email' });
    expect(loginEvent()).toEqual({ event: 'login', method: 'email' });
    expect(loginEvent('google')).toEqual({ event: 'login', method: 'google' });
  });
});

describe('login after a social sign-in', () => {
  test('the login_event hint names the provider; the page it lands on sends login with that method', () => {
    expect(pendingLoginEvent('signed_in=1; login_event=google', 'login_event')).toEqual({ event: 'login', method: 'google' });
    expect(pendingLoginEvent('login_event=facebook', 'login_event')).toEqual({ event: 'login', method: 'facebook' });
  });
  test('no hint, or one naming no method we know, sends nothing', () => {
    expect(pendingLoginEvent('signed_in=1', 'login_event')).toBeNull();
    expect(pendingLoginEvent('login_event=', 'login_event')).toBeNull();
    expect(pendingLoginEvent('login_event=myspace', 'login_event')).toBeNull();
    expect(pendingLoginEvent('xlogin_event=google', 'login_event')).toBeNull();
  });
});

describe('help', () => {
  test('a search carries its phrase, trimmed and cut to the help search limit', () => {
    expect(helpEvent('search', '  eSIM setup ')).toEqual({ event: 'help', help_action: 'search', search_term: 'eSIM setup' });
    const long = helpEvent('search', 'x'.repeat(HELP_SEARCH_MAX_CHARS + 50));
    expect(long).toEqual({ event: 'help', help_action: 'search', search_term: 'x'.repeat(HELP_SEARCH_MAX_CHARS) });
  });

  test('an article or the chat carries no phrase, and an empty search none either', () => {
    expect(helpEvent('article', 'ignored')).toEqual({ event: 'help', help_action: 'article' });
    expect(helpEvent('chat')).toEqual({ event: 'help', help_action: 'chat' });
    expect(helpEvent('search', '   ')).toEqual({ event: 'help', help_action: 'search' });
  });
});

describe('track', () => {
  test('pushes the event to window.dataLayer, making it when missing', () => {
    delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
    track(loginEvent());
    track(helpEvent('chat'));
    expect((window as Window & { dataLayer?: unknown[] }).dataLayer).toEqual([
      { event: 'login', method: 'email' },
      { event: 'help', help_action: 'chat' },
    ]);
  });
});
