import { NZ_TIME_ZONE } from './intl-locale';

/**
 * The one date and time formatter of every page, on the server and in the browser alike
 * (issue 28 item 3: "dates mix English and Māori month names", with hydration errors).
 *
 * Node carries ICU's full data, Māori included; the browser's Intl need not (Chromium's data has
 * no 'mi', so `Intl.DateTimeFormat(['mi-NZ', 'en-NZ'])` writes English month names there while the
 * server wrote Māori ones: the text the server rendered differs from the browser's, React throws
 * the page's hydration away and renders it again, and the header's signed-in hint on <html> went
 * with it). So the layout (day month year, 12-hour clock with am/pm, separators) is always
 * New Zealand English's, which every runtime has, and in te reo Māori only the names of months
 * and weekdays are put in, from the table below (CLDR's 'mi' names): the same text everywhere.
 */

/** CLDR's Māori names (ICU 78 'mi'), January first and Sunday first. */
const MI = {
  month: {
    long: ['Hānuere', 'Pēpuere', 'Māehe', 'Āperira', 'Mei', 'Hune', 'Hūrae', 'Ākuhata', 'Hepetema', 'Oketopa', 'Noema', 'Tīhema'],
    short: ['Hān', 'Pēp', 'Māe', 'Āpe', 'Mei', 'Hun', 'Hūr', 'Āku', 'Hep', 'Oke', 'Noe', 'Tīh'],
    narrow: ['H', 'P', 'M', 'Ā', 'M', 'H', 'H', 'Ā', 'H', 'O', 'N', 'T'],
  },
  weekday: {
    long: ['Rātapu', 'Mane', 'Tūrei', 'Wenerei', 'Tāite', 'Paraire', 'Rāhoroi'],
    short: ['Rāt', 'Man', 'Tūr', 'Wen', 'Tāi', 'Par', 'Rāh'],
    narrow: ['Rt', 'M', 'T', 'W', 'T', 'P', 'Rh'],
  },
} as const;

const WEEKDAYS_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** The locale whose Intl layout every page uses (the spec's "Default date format: day-month-year"). */
export const DATE_LAYOUT_LOCALE = 'en-NZ';

export type DateInput = number | Date | string;
export type DateFormatter = { format(at: DateInput): string };

const formatters = new Map<string, Intl.DateTimeFormat>();
function intl(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

const toDate = (at: DateInput) => (at instanceof Date ? at : new Date(at));
/**
 * ICU writes a narrow no-break space before 'am'/'pm'; V8's `format` gives a plain space instead
 * (its web-compatibility choice), `formatToParts` does not: plain spaces both ways, one text.
 */
const plain = (s: string) => s.replace(/\u202f/g, ' ');
const named = (style: Intl.DateTimeFormatOptions['month']): style is 'long' | 'short' | 'narrow' => style === 'long' || style === 'short' || style === 'narrow';

/**
 * A formatter for the page's language (`en`, `mi-NZ`) with Intl's options; the time zone is New
 * Zealand's unless the options name another ('UTC' for calendar days already New Zealand's).
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): DateFormatter {
  const opts: Intl.DateTimeFormatOptions = { timeZone: NZ_TIME_ZONE, ...options };
  const layout = intl(DATE_LAYOUT_LOCALE, opts);
  if (locale !== 'mi-NZ' && locale !== 'mi') return { format: (at) => plain(layout.format(toDate(at))) };
  const month = named(opts.month) ? opts.month : null;
  const weekday = named(opts.weekday) ? opts.weekday : null;
  if (!month && !weekday) return { format: (at) => plain(layout.format(toDate(at))) };
  // The month's number and the weekday of the same instant in the same zone, to pick the Māori names.
  const index = intl('en-US', { timeZone: opts.timeZone, month: 'numeric', weekday: 'short' });
  return {
    format(at) {
      const d = toDate(at);
      const which = index.formatToParts(d);
      const m = Number(which.find((p) => p.type === 'month')?.value ?? 1) - 1;
      const w = WEEKDAYS_EN.indexOf(which.find((p) => p.type === 'weekday')?.value ?? '');
      return plain(layout
        .formatToParts(d)
        .map((p) => {
          if (p.type === 'month' && month) return MI.month[month][m] ?? p.value;
          if (p.type === 'weekday' && weekday) return MI.weekday[weekday][w] ?? p.value;
          return p.value;
        })
        .join(''));
    },
  };
}
