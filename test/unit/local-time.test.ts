/**
 * Dublin wall times to UTC across the daylight-saving changes (docs/architecture.md#interview-times):
 * 01:30 on 2027-03-28 does not exist (clocks 01:00 -> 02:00), 01:30 on 2026-10-25 happens twice
 * (00:30Z, then 01:30Z), ordinary winter and summer times have one instant.
 */
import { describe, expect, it } from 'vitest';
import { dublinToUtc, dublinWallTime } from '../../functions/contract/local-time.js';

describe('dublinToUtc', () => {
  it('finds no instant for a time in the spring gap', () => {
    expect(dublinToUtc('2027-03-28T01:30')).toEqual({ kind: 'missing' });
    expect(dublinToUtc('2027-03-28T01:00')).toEqual({ kind: 'missing' });
    expect(dublinToUtc('2027-03-28T00:59')).toEqual({ kind: 'one', utc: '2027-03-28T00:59:00.000Z' });
    expect(dublinToUtc('2027-03-28T02:00')).toEqual({ kind: 'one', utc: '2027-03-28T01:00:00.000Z' });
  });

  it('finds both instants of a repeated autumn time, the first one first', () => {
    expect(dublinToUtc('2026-10-25T01:30')).toEqual({
      kind: 'repeated',
      utc: '2026-10-25T00:30:00.000Z',
      later: '2026-10-25T01:30:00.000Z',
    });
    expect(dublinToUtc('2026-10-25T02:00')).toEqual({ kind: 'one', utc: '2026-10-25T02:00:00.000Z' });
  });

  it('reads summer times as +01:00 and winter times as +00:00', () => {
    expect(dublinToUtc('2027-07-01T10:30')).toEqual({ kind: 'one', utc: '2027-07-01T09:30:00.000Z' });
    expect(dublinToUtc('2027-01-15T10:30:00')).toEqual({ kind: 'one', utc: '2027-01-15T10:30:00.000Z' });
    expect(dublinWallTime(Date.parse('2027-07-01T09:30:00Z'))).toBe('2027-07-01T10:30:00');
  });

  it('finds nothing for a date that does not exist', () => {
    expect(dublinToUtc('2027-02-30T10:00')).toEqual({ kind: 'invalid' });
    expect(dublinToUtc('2027-03-01T24:10')).toEqual({ kind: 'invalid' });
  });
});
