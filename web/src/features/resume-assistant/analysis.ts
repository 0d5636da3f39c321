/**
 * What the Resume Assistant reads from a CV's text (docs/requirements.md#resume-assistant): the candidate's name, email
 * and phone as fallbacks for what they typed, and the keyword analysis whose skills are sent with
 * the upload (admins see them as tags). The facts come from the one fact finder the server uses
 * too (`functions/contract/cv-facts.ts`), so the assistant and the stored record agree; this module
 * only picks the first of each and shapes the phone as the upload's `contact`. The text itself
 * comes from `extract-text.ts`.
 */
import { type CvPhone, findCvFacts, findEmails, findPhones } from '@functions/contract/cv-facts';
import type { PhoneContact } from '@functions/contract/schemas/resume';

export { findName, findSkills, SKILL_KEYWORDS } from '@functions/contract/cv-facts';

/** The first valid email address in the text, lower-cased. */
export function findEmail(text: string): string | undefined {
  return findEmails(text)[0];
}

/**
 * The first phone number of the text as the upload's `contact` (see `findPhones` for which numbers
 * count and how a number without a country code is read).
 */
export function findPhone(text: string): PhoneContact | undefined {
  return asContact(findPhones(text)[0]);
}

const asContact = (phone: CvPhone | undefined): PhoneContact | undefined =>
  phone && { country_code: phone.callingCode, number: phone.nationalNumber };

/** Everything the assistant reads from a CV's text. */
export interface ResumeFindings {
  name?: string;
  email?: string;
  phone?: PhoneContact;
  skills: string[];
}

/** Runs every finder over the text. */
export function analyseResumeText(text: string): ResumeFindings {
  const facts = findCvFacts(text);
  return {
    name: facts.name,
    email: facts.emails[0],
    phone: asContact(facts.phones[0]),
    skills: facts.skills,
  };
}
