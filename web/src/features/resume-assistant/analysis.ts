/**
 * What the Resume Assistant reads from a CV's text (docs/requirements.md#resume-assistant): the candidate's name, email
 * and phone as fallbacks for what they typed, and the keyword analysis whose skills are sent with
 * the upload (admins see them as tags). Pure functions over text: the text itself comes from
 * `extract-text.ts`.
 */

import type { PhoneContact } from '@functions/contract/schemas/resume';
import { emailAddress, personName } from '@functions/contract/schemas/resume';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** The keywords of docs/requirements.md#resume-assistant, with the label admins see. */
export const SKILL_KEYWORDS = [
  { keyword: 'javascript', label: 'JavaScript' },
  { keyword: 'react', label: 'React' },
  { keyword: 'node', label: 'Node.js' },
  { keyword: 'python', label: 'Python' },
  { keyword: 'java', label: 'Java' },
  { keyword: 'typescript', label: 'TypeScript' },
  { keyword: 'sql', label: 'SQL' },
  { keyword: 'aws', label: 'AWS' },
  { keyword: 'docker', label: 'Docker' },
  { keyword: 'kubernetes', label: 'Kubernetes' },
  { keyword: 'graphql', label: 'GraphQL' },
  { keyword: 'tailwind', label: 'Tailwind' },
  { keyword: 'vite', label: 'Vite' },
] as const;

// A keyword counts as a whole word: "java" is not found in "javascript", "node" is in "Node.js".
const wordPattern = (keyword: string) => new RegExp(`(?<![\\p{L}\\p{N}])${keyword}(?![\\p{L}\\p{N}])`, 'iu');
const PATTERNS = SKILL_KEYWORDS.map((s) => ({ ...s, pattern: wordPattern(s.keyword) }));

/** The skills of {@link SKILL_KEYWORDS} found in the text, in list order. */
export function findSkills(text: string): string[] {
  return PATTERNS.filter((s) => s.pattern.test(text)).map((s) => s.label);
}

const EMAIL_IN_TEXT = /[^\s@<>()[\]{}",;:]+@[^\s@<>()[\]{}",;:]+\.[a-z]{2,}/gi;
// Runs of digits with the separators people write in phone numbers.
const PHONE_IN_TEXT = /(?:\+|00)?\d[\d\s().-]{5,}\d/g;

/** The first valid email address in the text, lower-cased. */
export function findEmail(text: string): string | undefined {
  for (const match of text.match(EMAIL_IN_TEXT) ?? []) {
    const parsed = emailAddress.safeParse(match.replace(/^mailto:/i, ''));
    if (parsed.success) return parsed.data;
  }
  return undefined;
}

/**
 * The first valid phone number in the text, read as Irish when it has no country code (the site
 * serves Cork), as the upload's `contact`.
 */
export function findPhone(text: string): PhoneContact | undefined {
  for (const match of text.match(PHONE_IN_TEXT) ?? []) {
    const phone = parsePhoneNumberFromString(match.replace(/^00/, '+'), 'IE');
    if (phone?.isValid()) {
      return { country_code: `+${phone.countryCallingCode}`, number: String(phone.nationalNumber) };
    }
  }
  return undefined;
}

/**
 * A name from the first lines of the text: CVs usually open with it. The first short line of two
 * to four words that passes the name rule.
 */
export function findName(text: string): string | undefined {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 8);
  for (const line of lines) {
    const words = line.split(/\s+/);
    if (words.length < 2 || words.length > 4) continue;
    const parsed = personName.safeParse(line);
    if (parsed.success) return parsed.data;
  }
  return undefined;
}

/** Everything the assistant reads from a CV's text. */
export interface ResumeFindings {
  name?: string;
  email?: string;
  phone?: PhoneContact;
  skills: string[];
}

/** Runs every finder over the text. */
export function analyseResumeText(text: string): ResumeFindings {
  return { name: findName(text), email: findEmail(text), phone: findPhone(text), skills: findSkills(text) };
}
