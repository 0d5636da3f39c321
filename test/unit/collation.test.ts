/** Name order (functions/contract/collation.ts, docs/requirements.md#admin-records: name sorts). */
import { describe, expect, it } from 'vitest';
import { compareNames, sortByName } from '../../functions/contract/collation.js';

describe('name collation (en-IE)', () => {
  it('sorts accented, lower-case and numbered names the way people read them', () => {
    const names = [
      'Zoe Walsh',
      'Órla Byrne',
      'aoife Murphy',
      'Engineer 10',
      'Engineer 2',
      'orla Brady',
      'Éamon Kelly',
    ];
    expect(sortByName(names.map((name) => ({ name }))).map((n) => n.name)).toEqual([
      'aoife Murphy',
      'Éamon Kelly',
      'Engineer 2',
      'Engineer 10',
      'orla Brady',
      'Órla Byrne',
      'Zoe Walsh',
    ]);
  });

  it('treats case and accents as the same name', () => {
    expect(compareNames('Seán', 'sean')).toBe(0);
    expect(compareNames('Cork', 'cork')).toBe(0);
  });
});
