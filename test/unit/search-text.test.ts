/**
 * The search's term rules and ranking (docs/architecture.md#search): accent folding, e-mail and
 * joined words, Irish surname prefixes and postcodes glued, neighbouring letters swapped, phone
 * digits, the matched passage, and newest first on equal scores.
 */
import type { SearchResult } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { rank } from '../../functions/core/search/minisearch-s3.js';
import { phoneReadings } from '../../functions/core/search/query.js';
import { transpositions } from '../../functions/core/search/query-tree.js';
import { fold, indexTerms, phoneTerms, queryTerms, snippetOf } from '../../functions/core/search/text.js';

describe('search terms', () => {
  it('folds accents and case', () => {
    expect(fold('Siobhán Ní Bhriain')).toBe('siobhan ni bhriain');
    expect(indexTerms('Seán Ó Súilleabháin')).toEqual(['sean', 'o', 'suilleabhain', 'osuilleabhain']);
  });

  it("glues an Irish surname prefix to the name and a postcode's halves, and indexes an address from each part on", () => {
    expect(indexTerms('Niamh Mc Carthy')).toEqual(['niamh', 'mc', 'carthy', 'mccarthy']);
    expect(indexTerms('Cork T12 X2E4')).toEqual(['cork', 't12', 'x2e4', 't12x2e4']);
    expect(indexTerms('Belfast BT1 5GS')).toContain('bt15gs');
    // Two words that are neither stay two.
    expect(indexTerms('Data Engineer')).toEqual(['data', 'engineer']);
    const address = indexTerms('siobhan.ni.bhriain@ucc.ie');
    for (const t of ['ni.bhriain@ucc.ie', 'bhriain@ucc.ie', 'ucc.ie', 'siobhan.ni.bhriain'])
      expect(address).toContain(t);
    expect(new Set(address).size).toBe(address.length);
  });

  it('swaps each pair of neighbouring letters once for the Damerau slips', () => {
    expect(transpositions('murhpy')).toContain('murphy');
    expect(transpositions('abba')).toEqual(['baba', 'abab']);
    expect(transpositions('a1b')).toEqual([]);
  });

  it('indexes an address whole, by local part and domain, and by their labels', () => {
    const terms = indexTerms('Aoife.Murphy@Example.ie');
    for (const t of [
      'aoife.murphy@example.ie',
      'aoife.murphy',
      'example.ie',
      'aoife',
      'murphy',
      'example',
      'ie',
    ])
      expect(terms).toContain(t);
    expect(indexTerms("O'Brien")).toEqual(["o'brien", 'o', 'brien', 'obrien']);
  });

  it('glues the digit groups of a typed phone number and drops a leading 0', () => {
    expect(queryTerms('087 123-4567')).toEqual(['871234567']);
    expect(queryTerms('+353 87 123 4567')).toEqual(['353871234567']);
    expect(queryTerms('+353 (0)87 123 4567')).toEqual(['353871234567']);
    expect(queryTerms('+44 (0) 20 7123 4567')).toEqual(['442071234567']);
    expect(phoneTerms({ country_code: '+353', number: '0871234567' })).toEqual(['871234567', '353871234567']);
  });

  it('cuts a passage around the first match and marks every matched word', () => {
    const text = `${'Lorem ipsum '.repeat(20)}ran Kubernetes upgrades and kubernetes audits. ${'Dolor '.repeat(40)}`;
    const s = snippetOf(text, ['kubernetes'])!;
    expect(s.text.length).toBeLessThanOrEqual(170);
    expect(s.marks.map(([a, b]) => s.text.slice(a, b))).toEqual(['Kubernetes', 'kubernetes']);
    expect(snippetOf('Siobhán Ní Bhriain', ['siobhan'])!.marks).toEqual([[0, 7]]);
    expect(snippetOf('nothing here', ['kubernetes'])).toBeUndefined();
  });
});

describe('the readings of an exact phone search (the table lookup)', () => {
  it('reads a calling code of 1-3 digits after + or 00, a national number after a trunk 0, and bare digits as either', () => {
    const international = [
      { code: '3', national: '53871234567' },
      { code: '35', national: '3871234567' },
      { code: '353', national: '871234567' },
    ];
    expect(phoneReadings('+353 87 123 4567')).toEqual(international);
    expect(phoneReadings('00353 87 123 4567')).toEqual(international);
    expect(phoneReadings('+353 (0)87 123-4567')).toContainEqual({ code: '353', national: '871234567' });
    expect(phoneReadings('087 123 4567')).toEqual([{ national: '871234567' }]);
    expect(phoneReadings('871234567')).toEqual([
      { national: '871234567' },
      ...[1, 2, 3].map((n) => ({
        code: '871234567'.slice(0, n),
        national: '871234567'.slice(n),
      })),
    ]);
  });

  it('is no phone search for words, an address, or fewer than 7 or more than 15 digits', () => {
    for (const q of ['murphy', 'a@example.ie', '12345', '+1 234', '1234567890123456', '087 abc 4567'])
      expect(phoneReadings(q), q).toEqual([]);
  });
});

describe('ranking', () => {
  it('orders by score, then newest first', () => {
    const result = (id: string, score: number, createdAt: string) =>
      ({
        id,
        score,
        createdAt,
        terms: ['x'],
        queryTerms: ['x'],
        match: { x: ['cv'] },
      }) as unknown as SearchResult;
    const hits = rank([
      result('old', 1, '2026-01-01T00:00:00.000Z'),
      result('best', 2, '2025-01-01T00:00:00.000Z'),
      result('new', 1, '2026-02-01T00:00:00.000Z'),
    ]);
    expect(hits.map((h) => h.id)).toEqual(['best', 'new', 'old']);
    expect(hits[0]!.field).toBe('cv');
  });
});
