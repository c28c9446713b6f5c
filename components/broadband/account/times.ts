import { useLocale } from 'next-intl';
import { intlLocale, NZ_TIME_ZONE } from '@/components/format/intl-locale';

/** How the account's broadband pages write days and times, as a New Zealander reads them. */
export function useBroadbandTimes() {
  const locales = intlLocale(useLocale());
  const fmt = (iso: string, o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locales, { ...o, timeZone: NZ_TIME_ZONE }).format(new Date(iso));
  return {
    /** 'Tuesday 1 December' */
    day: (iso: string) => fmt(iso, { weekday: 'long', day: 'numeric', month: 'long' }),
    /** '1 Dec 2026' */
    date: (iso: string) => fmt(iso, { day: 'numeric', month: 'short', year: 'numeric' }),
    /** '8:00 am' */
    time: (iso: string) => fmt(iso, { hour: 'numeric', minute: '2-digit' }),
    /** 'Tue 1 Dec, 8:00 am' */
    moment: (iso: string) => fmt(iso, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }),
  };
}
