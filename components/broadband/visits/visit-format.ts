import { dateFormat } from '@/components/format/date-format';
import { NZ_TIME_ZONE } from '@/components/format/intl-locale';
import type { SlotView } from '@/lib/broadband/types';

/** The New Zealand day of an instant, YYYY-MM-DD (slots are grouped by it). */
export function nzDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: NZ_TIME_ZONE }).format(new Date(iso));
}

/** "Monday 1 December 2025", in New Zealand time. */
export function dayLabel(iso: string, locale: string): string {
  return dateFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: NZ_TIME_ZONE }).format(new Date(iso));
}

/** "8:00 am – 12:00 pm", in New Zealand time. */
export function timeRange(start: string, end: string, locale: string): string {
  const f = dateFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: NZ_TIME_ZONE });
  return `${f.format(new Date(start))} – ${f.format(new Date(end))}`;
}

/** The slots by New Zealand day (with the day's first start, to write the day), days and slots in time order. */
export function slotsByDay(slots: readonly SlotView[]): { day: string; first: string; slots: SlotView[] }[] {
  const days = new Map<string, SlotView[]>();
  for (const s of [...slots].sort((a, b) => a.start.localeCompare(b.start))) {
    const d = nzDay(s.start);
    days.set(d, [...(days.get(d) ?? []), s]);
  }
  return [...days].flatMap(([day, list]) => (list[0] ? [{ day, first: list[0].start, slots: list }] : []));
}

/** A YYYY-MM-DD day (a start date) as "Friday, 4 December 2026". */
export function dayOf(day: string, locale: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? dayLabel(`${day}T12:00:00+12:00`, locale) : day;
}

/**
 * A YYYY-MM-DD day as a customer reads it, short: "Mon, 14 December 2026" (issue 28: "Dates appear
 * as `2026-12-14`"). Anything else is returned as it is.
 */
export function shortDayOf(day: string, locale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return dateFormat(locale, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: NZ_TIME_ZONE }).format(new Date(`${day}T12:00:00+12:00`));
}
