/** Relative times of the notification list (docs/requirements.md#notifications: an invalid date shows 'Just now'). */
import { notificationMessages as M } from './messages';

export function relativeTime(iso: string | null | undefined, now = Date.now()): string {
  const at = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(at)) return M.time.justNow;
  const minutes = Math.floor((now - at) / 60_000);
  if (minutes < 1) return M.time.justNow;
  if (minutes < 60) return M.time.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return M.time.hours(hours);
  return M.time.days(Math.floor(hours / 24));
}

/** The unread badge: the count, or 9+ above 9 (docs/requirements.md#admin-shell, #admin-limits). */
export const badgeText = (n: number) => (n > 9 ? '9+' : String(n));
