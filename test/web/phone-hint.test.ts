/**
 * The phone hint (docs/requirements.md#phone-picker): what a number should look like in the chosen
 * country, built from libphonenumber's example numbers, shown only for a number it refuses.
 */
import { describe, expect, it } from 'vitest';
import { phoneHint } from '@/components/phone/phone-hint';

describe('phoneHint', () => {
  it('says how many digits an Irish number has, with an example without the leading 0', () => {
    expect(phoneHint('IE', '123456')).toBe('For Ireland (+353), enter 9 digits, e.g. 85\u00a0012\u00a03456.');
  });

  it('follows the chosen country', () => {
    expect(phoneHint('GB', '7400')).toBe('For United Kingdom (+44), enter 10 digits, e.g. 7400\u00a0123456.');
    expect(phoneHint('IN', '98')).toMatch(/^For India \(\+91\), enter 10 digits, e\.g\. \d/);
  });

  it('says nothing for an empty or a valid number', () => {
    expect(phoneHint('IE', '')).toBeUndefined();
    expect(phoneHint('IE', '851234567')).toBeUndefined();
    expect(phoneHint('GB', '7400123456')).toBeUndefined();
  });
});
