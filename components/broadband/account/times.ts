import { useLocale } from 'next-intl';
import { dateFormat } from '@/components/format/date-format';

/** How the account's broadband pages write days and times, as a New Zealander reads them. */
export function useBroadbandTimes() {
  const locale = useLocale();
  const fmt = (iso: string, o: Intl.DateTimeFormatOptions) => dateFormat(locale, o).format(iso);
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
