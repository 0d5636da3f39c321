/**
 * The offer letter and the offer's expiry (docs/requirements.md#offers, docs/architecture.md#offers):
 * the PDF's text read back (unpdf), a name outside the standard font's characters printed without
 * its accents rather than failing the send, and a last day to answer closing at the end of that
 * day in Dublin, summer or winter.
 */
import { describe, expect, it } from 'vitest';
import { readCvText } from '../../functions/core/cv-text.js';
import { offerLetterFileName, renderOfferLetter } from '../../functions/core/domain/offer-letter.js';
import { resolveExpiry } from '../../functions/core/domain/offers.js';

const offer = {
  jobTitle: 'Data Engineer',
  salary: { amount: 4250.5, currency: 'GBP', period: 'month' as const },
  startDate: '2027-03-01',
  contractType: 'fixed-term' as const,
  hoursPerWeek: null,
  expiresAt: '2027-02-15T00:00:00.000Z',
};

const textOf = async (bytes: Uint8Array) => (await readCvText(bytes, 'pdf')).text.replace(/\s+/g, ' ');

describe('offer letter', () => {
  it('prints the terms', async () => {
    const text = await textOf(
      await renderOfferLetter({ offer, candidateName: 'Siobhán Ní Bhriain', sentAt: '2027-02-01T10:00:00Z' }),
    );
    expect(text).toContain('Dear Siobhán Ní Bhriain,');
    expect(text).toContain('position of Data Engineer');
    expect(text).toContain('£4,250.50 per month');
    expect(text).toContain('Fixed-term');
    expect(text).toContain('1 March 2027');
    expect(text).not.toContain('Hours per week');
  });

  it('prints a name outside Windows-1252 without the accents it cannot print, never failing; the last day to answer as that day', async () => {
    const text = await textOf(
      await renderOfferLetter({ offer, candidateName: 'Łukasz Żółć 王', sentAt: '2027-02-01T10:00:00Z' }),
    );
    expect(text).toContain('Dear Lukasz Zólc ?,');
    expect(text).toContain('Offer valid until: 14 Feb 2027, 23:59');
  });

  it('names the file after the title, without characters a file name cannot hold', () =>
    expect(offerLetterFileName('Senior / Lead: Dev')).toBe('Offer letter - Senior  Lead Dev.pdf'));
});

describe('offer expiry', () => {
  const now = new Date('2027-01-10T12:00:00Z');
  it('a last day closes at the end of that day in Dublin (winter +00:00, summer +01:00)', () => {
    expect(resolveExpiry('2027-01-20', now)).toBe('2027-01-21T00:00:00.000Z');
    expect(resolveExpiry('2027-07-20', now)).toBe('2027-07-20T23:00:00.000Z');
  });
  it('today is allowed, yesterday and a past time are not', () => {
    expect(resolveExpiry('2027-01-10', now)).toBe('2027-01-11T00:00:00.000Z');
    expect(() => resolveExpiry('2027-01-09', now)).toThrow('Expiry cannot be before today');
    expect(() => resolveExpiry('2027-01-10T11:00:00Z', now)).toThrow('Expiry cannot be before today');
    expect(resolveExpiry('2027-01-10T14:30:00+01:00', now)).toBe('2027-01-10T13:30:00.000Z');
  });
});
