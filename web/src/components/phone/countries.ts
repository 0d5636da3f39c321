/**
 * Country list of the phone picker (docs/requirements.md#phone-picker: code, name, dialCode, flag).
 *
 * The picker starts with the spec's 20 built-in countries (Ireland first, the default). The full
 * list of every country with a dial code ships with the app as its own small chunk
 * (`all-countries.ts`, built from libphonenumber-js metadata and the browser's `Intl.DisplayNames`)
 * and replaces the built-in one, sorted by name, once it is loaded: the spec's "public countries
 * service" is not called, so no visitor data goes to a third party and the CSP stays `'self'`.
 */
import { type CountryCode, getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/min';
import { flagUrl } from './flag-url';

export type { CountryCode };

export interface Country {
  /** ISO 3166-1 alpha-2, e.g. IE. */
  code: CountryCode;
  name: string;
  /** With the plus sign, e.g. +353. */
  dialCode: string;
  /** URL of the flag's SVG image, e.g. `/flags/IE.svg` (shown by `Flag`; never an emoji). */
  flag: string;
}

/** Default country: Ireland (+353), docs/requirements.md#public-limits. */
export const DEFAULT_COUNTRY: CountryCode = 'IE';

/** Flag image URL of a two-letter region code (docs/requirements.md#phone-picker). */
export const flagOf = flagUrl;

/** Dial code with the plus sign, e.g. `+353` for IE. */
export function dialCodeOf(code: CountryCode): string {
  return `+${getCountryCallingCode(code)}`;
}

/** True for a region code the phone metadata knows. */
export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && isSupportedCountry(value);
}

const builtIn = (code: CountryCode, name: string, dialCode: string): Country => ({
  code,
  name,
  dialCode,
  flag: flagOf(code),
});

/** The spec's 20 built-in countries, in the spec's order (docs/requirements.md#public-records). */
export const BUILT_IN_COUNTRIES: readonly Country[] = [
  builtIn('IE', 'Ireland', '+353'),
  builtIn('GB', 'United Kingdom', '+44'),
  builtIn('US', 'United States', '+1'),
  builtIn('CA', 'Canada', '+1'),
  builtIn('DE', 'Germany', '+49'),
  builtIn('FR', 'France', '+33'),
  builtIn('IT', 'Italy', '+39'),
  builtIn('ES', 'Spain', '+34'),
  builtIn('NL', 'Netherlands', '+31'),
  builtIn('AU', 'Australia', '+61'),
  builtIn('IN', 'India', '+91'),
  builtIn('CN', 'China', '+86'),
  builtIn('JP', 'Japan', '+81'),
  builtIn('KR', 'South Korea', '+82'),
  builtIn('SG', 'Singapore', '+65'),
  builtIn('BR', 'Brazil', '+55'),
  builtIn('MX', 'Mexico', '+52'),
  builtIn('ZA', 'South Africa', '+27'),
  builtIn('AE', 'United Arab Emirates', '+971'),
  builtIn('SA', 'Saudi Arabia', '+966'),
];

/** Codes of the built-in countries (kept for callers that only need the codes). */
export const SPEC_COUNTRIES: readonly CountryCode[] = BUILT_IN_COUNTRIES.map((c) => c.code);

let full: Country[] | null = null;
let loading: Promise<Country[]> | null = null;
const listeners = new Set<() => void>();

/** The list the picker shows now: the full list once loaded, else the built-in one. */
export function listCountries(): readonly Country[] {
  return full ?? BUILT_IN_COUNTRIES;
}

/**
 * Loads the full list (every country with a dial code, sorted by name) once; the built-in list
 * stays when loading fails, as the spec keeps it when its countries service fails.
 */
export function loadAllCountries(): Promise<readonly Country[]> {
  loading ??= import('./all-countries')
    .then((m) => {
      full = m.allCountries();
      for (const listener of listeners) listener();
      return full;
    })
    .catch(() => {
      loading = null;
      return [...BUILT_IN_COUNTRIES];
    });
  return loading;
}

/** Subscribes to the switch from the built-in to the full list (for `useSyncExternalStore`). */
export function subscribeCountries(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The entry of one country, from the current list or built from the phone metadata. */
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

/** Countries of `list` whose name, code or dial code matches the search text. */
export function searchCountries(
  text: string,
  list: readonly Country[] = listCountries(),
): readonly Country[] {
  const query = text.trim().toLowerCase();
  if (!query) return list;
  const digits = query.replace(/^\+/, '');
  return list.filter(
    (c) =>
      c.name.toLowerCase().includes(query) ||
      c.code.toLowerCase() === query ||
      (/^\d+$/.test(digits) && c.dialCode.slice(1).startsWith(digits)),
  );
}

/** Digits the picker asks for before it stops flagging the number (docs/requirements.md#phone-picker, #public-limits). */
export const PHONE_MIN_DIGITS = 7;

/** True when the number has some digits but fewer than {@link PHONE_MIN_DIGITS} (docs/requirements.md#phone-picker). */
export function isPhoneTooShort(number: string): boolean {
  const digits = number.replace(/\D/g, '');
  return digits.length > 0 && digits.length < PHONE_MIN_DIGITS;
}
