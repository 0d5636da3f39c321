/**
 * The CSV export of CV Management (docs/requirements.md#cv-management: CSV export): phones in
 * international format kept as text, dates as `YYYY-MM-DD HH:mm` Dublin time.
 */
import { describe, expect, it } from 'vitest';
import { csvDateTime } from '../../functions/contract/dates.js';
import type { Resume } from '../../functions/contract/schemas/resume.js';
import { csvPhone, resumesToCsv } from '../../web/src/features/cv-management/csv.js';

describe('csvDateTime', () => {
  it.each([
    ['2026-11-24T15:05:09.123Z', '2026-11-24 15:05'], // winter: Dublin is UTC
    ['2026-07-01T23:30:00Z', '2026-07-02 00:30'], // summer: Dublin is UTC+1, the day changes
    ['2026-03-29T00:59:00Z', '2026-03-29 00:59'], // the minute before the clocks go forward
    ['2026-03-29T01:00:00Z', '2026-03-29 02:00'],
    ['2026-12-01', '2026-12-01'],
    [null, ''],
    ['not a date', ''],
  ])('%s → %s', (value, shown) => {
    expect(csvDateTime(value)).toBe(shown);
  });
});

describe('csvPhone', () => {
  it('writes the number in international format; an unreadable one as typed', () => {
    expect(csvPhone({ country_code: '+353', number: '871234567' })).toBe('+353 87 123 4567');
    expect(csvPhone({ country_code: '+44', number: '2071234567' })).toBe('+44 20 7123 4567');
    expect(csvPhone(null)).toBe('');
  });
});

describe('resumesToCsv', () => {
  it('writes the phone as text no spreadsheet reads as a formula or number, and Dublin dates', () => {
    const resume = {
      _id: 'r1',
      name: 'Aoife Murphy',
      email: 'aoife@example.ie',
      contact: { country_code: '+353', number: '871234567' },
      role: 'Cloud Engineer',
      jobTitles: ['Cloud Engineer'],
      status: 'new',
      createdAt: '2026-07-01T23:30:00Z',
      expiryDate: '2026-09-29T23:30:00Z',
      isExpired: false,
      cv: null,
    } as unknown as Resume;
    const [, row] = resumesToCsv([resume]).split('\r\n');
    const cells = row!.split(',');
    expect(cells[2]).toBe("'+353 87 123 4567");
    expect(cells).toContain('2026-07-02 00:30');
    expect(cells).toContain('2026-09-30 00:30');
  });
});
