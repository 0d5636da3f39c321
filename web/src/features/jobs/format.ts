/**
 * Display helpers for job postings shared by the public pages and the admin screens.
 */

/** Salary text with a euro sign (public-site §2, admin-area §3), or null when there is none. */
export function formatSalary(salary: string | null | undefined): string | null {
  const text = salary?.trim();
  if (!text) return null;
  return /[€$£]|\bEUR\b/i.test(text) ? text : `€${text}`;
}

const dayFormat = new Intl.DateTimeFormat('en-IE', { day: 'numeric', month: 'long', year: 'numeric' });
const monthFormat = new Intl.DateTimeFormat('en-IE', { month: 'short', year: 'numeric' });

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  // A bare `YYYY-MM-DD` deadline is a calendar day: read it at noon UTC so no time zone moves it.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `3 March 2026`, or null for a missing or invalid date. */
export function formatLongDate(value: string | null | undefined): string | null {
  const date = toDate(value);
  return date ? dayFormat.format(date) : null;
}

/** `Mar 2026`, or null for a missing or invalid date. */
export function formatMonth(value: string | null | undefined): string | null {
  const date = toDate(value);
  return date ? monthFormat.format(date) : null;
}
