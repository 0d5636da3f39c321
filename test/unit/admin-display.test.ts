/** Display rules of the admin screens: relative times, the unread badge, expiry colours, CSV cells. */
import { describe, expect, it } from 'vitest';
import { expiryInstant } from '../../functions/contract/schemas/resume-admin.js';
import { csvCell } from '../../web/src/features/cv-management/csv.js';
import { expiryTone } from '../../web/src/features/cv-management/format.js';
import { badgeText, relativeTime } from '../../web/src/features/notifications/format.js';

const now = Date.parse('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relativeTime (docs/requirements.md#notifications)', () => {
  it.each([
    [ago(10_000), 'Just now'],
    [ago(60_000), '1 minute ago'],
    [ago(5 * 60_000), '5 minutes ago'],
    [ago(3600_000), '1 hour ago'],
    [ago(23 * 3600_000), '23 hours ago'],
    [ago(3 * 86_400_000), '3 days ago'],
    ['not a date', 'Just now'],
    [null, 'Just now'],
  ])('%s → %s', (iso, text) => {
    expect(relativeTime(iso, now)).toBe(text);
  });
});

describe('badgeText', () => {
  it('shows the count up to 9 and 9+ above', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });
});

describe('expiryTone (docs/requirements.md#cv-management)', () => {
  it('expired red, within 7 days orange, later normal, none without a date', () => {
    expect(expiryTone({ isExpired: true, expiryDate: null }, now)).toBe('expired');
    expect(expiryTone({ isExpired: false, expiryDate: ago(-6 * 86_400_000) }, now)).toBe('soon');
    expect(expiryTone({ isExpired: false, expiryDate: ago(-8 * 86_400_000) }, now)).toBe('normal');
    expect(expiryTone({ isExpired: false, expiryDate: null }, now)).toBe('none');
  });
});

describe('expiryInstant (docs/requirements.md#cv-management: minimum today)', () => {
  const at = new Date('2026-11-22T15:00:00Z');
  it('a date keeps the CV through that whole day; today is allowed', () => {
    expect(expiryInstant('2026-11-22', at)).toEqual({ iso: '2026-11-22T23:59:59.999Z' });
    expect(expiryInstant('2027-01-05', at)).toEqual({ iso: '2027-01-05T23:59:59.999Z' });
  });
  it('a past date or time is refused', () => {
    expect(expiryInstant('2026-11-21', at)).toEqual({ error: 'expiryDate must be today or later' });
    expect(expiryInstant('2026-11-22T14:00:00Z', at)).toEqual({ error: 'expiryDate must be today or later' });
  });
});

describe('csvCell', () => {
  it('quotes separators and neutralises formulas', () => {
    expect(csvCell('Murphy, Aoife')).toBe('"Murphy, Aoife"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+353 871234567')).toBe("'+353 871234567");
    expect(csvCell('plain')).toBe('plain');
  });
});
