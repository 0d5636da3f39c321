/**
 * Dublin wall times to UTC (docs/architecture.md#interview-times): the tz database Node's `Intl`
 * carries (ICU) decides the offset, so the daylight-saving changes are the real ones.
 */
import { DATE_TIME_ZONE } from './dates.js';

/** What a wall time is in UTC: one instant, none (a spring gap), the first of two (autumn), or not a date at all. */
export type WallTimeInUtc =
  | { kind: 'one'; utc: string }
  | { kind: 'repeated'; utc: string; later: string }
  | { kind: 'missing' }
  | { kind: 'invalid' };

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: DATE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** `instant` (epoch ms) as a Dublin wall time `YYYY-MM-DDTHH:mm:ss`. */
export function dublinWallTime(instant: number): string {
  const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

/**
 * The UTC instant(s) of Dublin wall time `local` (`YYYY-MM-DDTHH:mm` or with `:ss`): every offset
 * from -1 h to +2 h is tried (Dublin uses +00:00 and +01:00) and those that read back as `local`
 * are kept, earliest first.
 */
export function dublinToUtc(local: string): WallTimeInUtc {
  const wall = local.length === 16 ? `${local}:00` : local.slice(0, 19);
  if (!isCalendarTime(wall)) return { kind: 'invalid' };
  const asUtc = Date.parse(`${wall}Z`);
  const fits = [120, 60, 0, -60]
    .map((offsetMin) => asUtc - offsetMin * 60_000)
    .filter((t) => dublinWallTime(t) === wall)
    .sort((a, b) => a - b)
    .map((t) => new Date(t).toISOString());
  if (fits.length === 0) return { kind: 'missing' };
  if (fits.length === 1) return { kind: 'one', utc: fits[0]! };
  return { kind: 'repeated', utc: fits[0]!, later: fits[fits.length - 1]! };
}

/** True when `wall` (`YYYY-MM-DDTHH:mm[:ss]`) names a real day and time (not 30 February, not 24:10). */
export function isCalendarTime(wall: string): boolean {
  const full = wall.length === 16 ? `${wall}:00` : wall.slice(0, 19);
  const t = Date.parse(`${full}Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 19) === full;
}

/**
 * The UTC instant (ISO 8601) at which Dublin calendar day `day` (`YYYY-MM-DD`) begins: 00:00 GMT in
 * winter, 23:00 UTC of the day before in summer (docs/architecture.md#api-conventions: a day filter
 * is a Dublin day). Dublin's clocks change at 01:00 UTC, never at midnight, so a midnight is always
 * one instant; should a zone ever skip it, the day begins at the first instant it has.
 *
 * @throws RangeError when `day` is not a real calendar date.
 */
export function dublinDayStart(day: string): string {
  const midnight = dublinToUtc(`${day}T00:00`);
  if (midnight.kind === 'invalid') throw new RangeError(`not a calendar date: ${day}`);
  if (midnight.kind !== 'missing') return midnight.utc;
  const oneAm = dublinToUtc(`${day}T01:00`);
  return oneAm.kind === 'one' || oneAm.kind === 'repeated' ? oneAm.utc : `${day}T00:00:00.000Z`;
}
