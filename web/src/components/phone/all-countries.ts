/**
 * The full country list of the phone picker, loaded on demand (see `countries.ts`): every region
 * libphonenumber-js knows a dial code for, named by the browser in English, sorted by name.
 */
import { compareNames } from '@functions/contract/collation';
import { getCountries } from 'libphonenumber-js/min';
import { BUILT_IN_COUNTRIES, type Country, dialCodeOf, flagOf } from './countries';

/** Every country with a dial code, sorted by English name (built-in names win where they exist). */
export function allCountries(): Country[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    names = null;
  }
  const builtIn = new Map(BUILT_IN_COUNTRIES.map((c) => [c.code, c]));
  return getCountries()
    .map(
      (code): Country =>
        builtIn.get(code) ?? {
          code,
          name: names?.of(code) ?? code,
          dialCode: dialCodeOf(code),
          flag: flagOf(code),
        },
    )
    .filter((c) => c.dialCode.length > 1)
    .sort((a, b) => compareNames(a.name, b.name));
}
