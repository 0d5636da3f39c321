/**
 * A phone as people read it (docs/requirements.md#cv-management): the country code and the number
 * grouped the way that country writes it, by libphonenumber's formats ("+353 87 123 4567", "+44 20
 * 7123 4567", "+1 201 555 0123"). One rule for every screen that shows a phone (CV list, candidate
 * page, role management) and the CSV export (which adds only its own cell quoting).
 */
import { parsePhoneNumberWithError } from 'libphonenumber-js/min';

/** A stored phone: dial code (`+353`) and the national number's digits (`871234567`). */
export type PhoneParts = { country_code?: string | null; number?: string | null };

/**
 * `contact` in international format with the country's grouping; a number libphonenumber cannot
 * read (an unknown dial code, too few digits) as typed, code and number apart. Null without a number.
 */
export function formatPhone(contact: PhoneParts | null | undefined): string | null {
  if (!contact?.number) return null;
  const typed = `${contact.country_code ?? ''} ${contact.number}`.trim();
  try {
    return parsePhoneNumberWithError(`${contact.country_code ?? ''}${contact.number}`).formatInternational();
  } catch {
    return typed;
  }
}
