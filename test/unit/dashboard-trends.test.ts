/**
 * The calendar and the median behind the dashboard's trends (docs/requirements.md#dashboard):
 * ISO weeks on the Dublin calendar, the 12 weeks shown, whole days in New and the histogram's median.
 */
import { describe, expect, it } from 'vitest';
import { dublinDayStart } from '../../functions/contract/local-time.js';
import {
  daysBetween,
  dublinWeek,
  histogramMedian,
  lastWeeks,
  NEW_DAYS_CAP,
} from '../../functions/core/data/dashboard-trends.js';

describe('dashboard trends', () => {
  it('numbers ISO weeks on the Dublin calendar (year ends, and late evening in summer time)', () => {
    expect(dublinWeek(new Date('2026-11-25T12:00:00Z'))).toBe('2026-W48');
    expect(dublinWeek(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(dublinWeek(new Date('2024-12-30T12:00:00Z'))).toBe('2025-W01');
    // Sunday 23:30 UTC in July is already Monday in Dublin (IST, UTC+1): the next week.
    expect(dublinWeek(new Date('2026-07-05T23:30:00Z'))).toBe('2026-W28');
    expect(dublinWeek(new Date('2026-07-05T22:30:00Z'))).toBe('2026-W27');
  });

  it('lists the 12 weeks up to the current one, oldest first, with their Mondays and the Mondays after', () => {
    const weeks = lastWeeks(new Date('2026-11-25T12:00:00Z'));
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ week: '2026-W48', monday: '2026-11-23', nextMonday: '2026-11-30' });
    expect(weeks[0]).toEqual({ week: '2026-W37', monday: '2026-09-07', nextMonday: '2026-09-14' });
    expect(lastWeeks(new Date('2027-01-06T12:00:00Z'), 2)).toEqual([
      { week: '2026-W53', monday: '2026-12-28', nextMonday: '2027-01-04' },
      { week: '2027-W01', monday: '2027-01-04', nextMonday: '2027-01-11' },
    ]);
    // Sunday 25 October 2026, 23:30 GMT (the clocks went back that morning) is still week 43.
    expect(lastWeeks(new Date('2026-10-25T23:30:00Z'), 1)).toEqual([
      { week: '2026-W43', monday: '2026-10-19', nextMonday: '2026-10-26' },
    ]);
  });

  it('a Dublin day starts at its midnight: 23:00 UTC the day before in summer, 00:00 UTC in winter', () => {
    expect(dublinDayStart('2026-06-29')).toBe('2026-06-28T23:00:00.000Z');
    expect(dublinDayStart('2026-10-26')).toBe('2026-10-26T00:00:00.000Z');
    // The days the clocks change (at 01:00 UTC) still start at midnight.
    expect(dublinDayStart('2026-03-29')).toBe('2026-03-29T00:00:00.000Z');
    expect(dublinDayStart('2026-10-25')).toBe('2026-10-24T23:00:00.000Z');
    expect(() => dublinDayStart('2026-02-30')).toThrow(RangeError);
  });

  it('counts whole days in New, capped', () => {
    expect(daysBetween('2026-11-01T10:00:00Z', '2026-11-02T09:59:59Z')).toBe(0);
    expect(daysBetween('2026-11-01T10:00:00Z', '2026-11-04T10:00:00Z')).toBe(3);
    expect(daysBetween('2026-01-01T00:00:00Z', '2026-11-01T00:00:00Z')).toBe(NEW_DAYS_CAP);
  });

  it('takes the median of a histogram (the mean of the two middle values when even)', () => {
    expect(histogramMedian([])).toBeNull();
    expect(histogramMedian([0, 0, 0])).toBeNull();
    expect(histogramMedian([1, 1, 1])).toBe(1); // 0, 1, 2
    expect(histogramMedian([1, 0, 0, 1])).toBe(1.5); // 0, 3
    expect(histogramMedian([0, 5, 0, 0, 1])).toBe(1);
  });
});
