/**
 * What the Resume Assistant takes from a CV's facts (docs/requirements.md#resume-assistant): the
 * candidate's name, email and phone as fallbacks for what they typed, and the keyword analysis whose
 * skills are sent with the upload (admins see them as tags). The facts come from the one fact finder
 * the server uses too (`functions/contract/cv-facts.ts`), so the assistant and the stored record
 * agree; this module only picks the first of each and shapes the phone as the upload's `contact`.
 *
 * The fact finder itself is imported by the caller, dynamically, when a visitor picks a file: it
 * carries libphonenumber's full metadata (~300 KB), which neither a page's first load nor the
 * function that prerenders the public pages (`browserOnlyModules` of `sitePages` in
 * functions/contract/routes.ts) should carry. The text comes from `extract-text.ts`.
 */
import type { CvFacts, CvPhone } from '@functions/contract/cv-facts';
import type { PhoneContact } from '@functions/contract/schemas/resume';

/** What the assistant uses of a CV. */
export interface ResumeFindings {
  name?: string;
  /** The first valid email address, lower-cased. */
  email?: string;
  /** The first phone number as the upload's `contact`. */
  phone?: PhoneContact;
  /** Labels of the spec's keywords found, in the keyword list's order. */
  skills: string[];
}

const asContact = (phone: CvPhone | undefined): PhoneContact | undefined =>
  phone && { country_code: phone.callingCode, number: phone.nationalNumber };

/** The findings of `facts` (from `findCvFacts` of the CV's text). */
export function findingsOf(facts: CvFacts): ResumeFindings {
  return {
    name: facts.name,
    email: facts.emails[0],
    phone: asContact(facts.phones[0]),
    skills: facts.skills,
  };
}
