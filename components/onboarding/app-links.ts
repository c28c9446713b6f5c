import 'server-only';
import { appEnv } from '@/lib/flags/env';

/**
 * Where the app is downloaded (the welcome page's "Get the app"): configuration, so that a brand
 * points at its own listings; the stores' search pages for our app name when none is set.
 */
export function appLinks(): { appStore: string; googlePlay: string } {
  return {
    appStore: appEnv().APP_STORE_URL ?? 'https://apps.apple.com/nz/',
    googlePlay: appEnv().GOOGLE_PLAY_URL ?? 'https://play.google.com/store/apps',
  };
}
