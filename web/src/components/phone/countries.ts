/**
 * Country list of the phone picker (public-site §3 "Country entry": code, name, dialCode, flag).
 * Built from libphonenumber-js metadata and the browser's `Intl.DisplayNames`, so no countries
 * service is called (the site's CSP forbids other origins). It covers the spec's 20 built-in
 * countries and every other one with a dial code, sorted by name.
 */
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
} from 'libphonenumber-js/min';

export type { CountryCode };

export interface Country {
  /** ISO 3166-1 alpha-2, e.g. IE. */
  code: CountryCode;
  name: string;
  /** With the plus sign, e.g. +353. */
  dialCode: string;
  /** Emoji flag built from the regional indicator letters. */
  flag: string;
}

/** Default country: Ireland (+353), public-site §9. */
export const DEFAULT_COUNTRY: CountryCode = 'IE';

/** The spec's built-in countries (public-site §3); they are always in the list. */
export const SPEC_COUNTRIES: readonly CountryCode[] = [
  'IE',
  'GB',
  'US',
  'CA',
  'DE',
  'FR',
  'IT',
  'ES',
  'NL',
  'AU',
  'IN',
  'CN',
  'JP',
  'KR',
  'SG',
  'BR',
  'MX',
  'ZA',
  'AE',
  'SA',
];

/** Emoji flag of a two-letter region code. */
export function flagOf(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** Dial code with the plus sign, e.g. `+353` for IE. */
export function dialCodeOf(code: CountryCode): string {
  return `+${getCountryCallingCode(code)}`;
}

/** True for a region code the phone metadata knows. */
export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && isSupportedCountry(value);
}

let cache: Country[] | null = null;

/** Every country with a dial code, sorted by English name; built once. */
export function listCountries(): Country[] {
  if (cache) return cache;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    names = null;
  }
  cache = getCountries()
    .map((code) => ({ code, name: names?.of(code) ?? code, dialCode: dialCodeOf(code), flag: flagOf(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return cache;
}

/** The entry of one country. */
export function countryOf(code: CountryCode): Country {
  return (
    listCountries().find((c) => c.code === code) ?? {
      code,
      name: code,
      dialCode: dialCodeOf(code),
      flag: flagOf(code),
    }
  );
}

/** Countries whose name, code or dial code matches the search text. */
export function searchCountries(text: string): Country[] {
  const query = text.trim().toLowerCase();
  if (!query) return listCountries();
  const digits = query.replace(/^\+/, '');
  return listCountries().filter(
    (c) =>
      c.name.toLowerCase().includes(query) ||
      c.code.toLowerCase() === query ||
      (/^\d+$/.test(digits) && c.dialCode.slice(1).startsWith(digits)),
  );
}
