import { useLocale } from 'next-intl';
import { intlLocale, NZ_TIME_ZONE } from '@/components/format/intl-locale';
import type { SlotView } from '@/lib/broadband/types';

/** The New Zealand day of a time, YYYY-MM-DD: slots are grouped by it. */
export function nzDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: NZ_TIME_ZONE }).format(new Date(iso));
}

/** Slots by New Zealand day, in time order. */
export function slotsByDay(slots: readonly SlotView[]): { day: string; first: string; slots: SlotView[] }[] {
  const days = new Map<string, SlotView[]>();
  for (const s of [...slots].sort((a, b) => a.start.localeCompare(b.start))) {
    const key = nzDay(s.start);
    days.set(key, [...(days.get(key) ?? []), s]);
  }
  return [...days.entries()].map(([day, list]) => ({ day, first: list[0]!.start, slots: list }));
}

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
