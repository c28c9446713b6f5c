import type en from './en.json';

// Types every message key: `t('profile.home.greeting')` fails to compile when en.json lacks it.
declare module 'next-intl' {
  interface AppConfig {
    Messages: typeof en;
  }
}
