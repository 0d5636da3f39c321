/**
 * What a phone number should look like in the chosen country (docs/requirements.md#phone-picker):
 * shown under the phone field beside the spec's "Please enter a valid phone number", so a visitor
 * whose number libphonenumber refuses learns what is expected instead of guessing.
 */
import { type CountryCode, getExampleNumber, isValidPhoneNumber } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';
import { countryOf, dialCodeOf } from './countries';

/**
 * The hint for `number` (national digits) in `country`, or undefined when the number is empty or
 * valid for the country. Built from libphonenumber's example mobile number: "For Ireland (+353),
 * enter 9 digits, e.g. 85 012 3456." (digits after the dial code, without a leading 0).
 */
export function phoneHint(country: CountryCode, number: string): string | undefined {
  const digits = number.replace(/\D/g, '');
  if (!digits) return undefined;
  const dial = dialCodeOf(country);
  if (isValidPhoneNumber(`${dial}${digits}`)) return undefined;
  const example = getExampleNumber(country, examples);
  const name = countryOf(country).name;
  if (!example) return `Enter the number as dialled after ${dial}, without a leading 0.`;
  // No-break spaces keep the example number on one line.
  const shown = example.formatInternational().slice(dial.length).trim().replace(/ /g, '\u00a0');
  return `For ${name} (${dial}), enter ${example.nationalNumber.length} digits, e.g. ${shown}.`;
}
