/**
 * The phone picker's 20 built-in countries and its default (docs/requirements.md#public-records,
 * #public-limits), without the phone metadata: the careers form's first version
 * (`CareersFormShell.tsx`) shows the default country before libphonenumber-js is loaded.
 */
import type { CountryCode } from 'libphonenumber-js/min';
import { flagUrl } from './flag-url';

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

const builtIn = (code: CountryCode, name: string, dialCode: string): Country => ({
  code,
  name,
  dialCode,
  flag: flagUrl(code),
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
