/**
 * THE date formatting of the product: every date a person reads (admin screens, public job pages,
 * CSV file names) is written here, in Irish English and Irish time, so a date reads the same on
 * every screen and on the server (company.ts: the company is in Cork; docs/requirements.md#public-routes and
 * docs/requirements.md#admin-routes show dates as "22 Nov 2026", "3 March 2026", "Mar 2026").
 *
 * Values are ISO 8601 timestamps, `Date`s, or bare `YYYY-MM-DD` calendar days (a deadline, an
 * expiry date). A bare day is read at noon UTC, which is the same day in Dublin all year round.
 */

/** Locale of every displayed date. */
export const DATE_LOCALE = 'en-IE';
/** Time zone of every displayed date and of "today". */
export const DATE_TIME_ZONE = 'Europe/Dublin';

const STYLES = {
  /** `22 Nov 2026`: table cells, cards, the dashboard. */
  day: { day: 'numeric', month: 'short', year: 'numeric' },
  /** `3 March 2026`: job posting details. */
  longDay: { day: 'numeric', month: 'long', year: 'numeric' },
  /** `Mar 2026`: when an account or posting was created. */
  month: { month: 'short', year: 'numeric' },
  /** `22 Nov 2026, 14:05`: tooltips, last login, upload time. */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** The ways a date is shown; see `STYLES`. */
export type DateStyle = keyof typeof STYLES;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(
  key: string,
  options: Intl.DateTimeFormatOptions,
  locale = DATE_LOCALE,
): Intl.DateTimeFormat {
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: DATE_TIME_ZONE });
    formatters.set(key, format);
  }
  return format;
}

/** `value` as a `Date`, or null when it is missing or not a date. */
export function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date =
    value instanceof Date
      ? value
      : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `value` in `style` (default `day`: "22 Nov 2026"), or null for a missing or invalid date. */
export function formatDate(value: string | Date | null | undefined, style: DateStyle = 'day'): string | null {
  const date = toDate(value);
  return date ? formatter(style, STYLES[style]).format(date) : null;
}

/**
 * The calendar day of `date` in Dublin as `YYYY-MM-DD` (a date input's value, a file name's date).
 * Throws a RangeError for an invalid date.
 */
export function isoDay(date: Date = new Date()): string {
  const parts = formatter(
    'isoDay',
    { year: 'numeric', month: '2-digit', day: '2-digit' },
    'en-CA',
  ).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * `YYYY-MM-DD HH:mm` in Dublin time (24-hour): the dates of exported files, which spreadsheets sort
 * and read as they are (docs/requirements.md#cv-management: CSV export). A bare `YYYY-MM-DD` day has
 * no time and stays as it is; a missing or invalid value gives ''.
 */
export function csvDateTime(value: string | Date | null | undefined): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = toDate(value);
  if (!date) return '';
  const parts = formatter(
    'csvDateTime',
    {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    },
    'en-CA',
  ).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/**
 * The first and last instants (ISO, UTC) of calendar day `day` (`YYYY-MM-DD`): the bounds of a
 * `from`/`to` day filter on stored UTC times (docs/architecture.md#api-conventions), and the
 * instant an expiry date keeps a CV through.
 */
export const utcDayStart = (day: string): string => `${day}T00:00:00.000Z`;
export const utcDayEnd = (day: string): string => `${day}T23:59:59.999Z`;
