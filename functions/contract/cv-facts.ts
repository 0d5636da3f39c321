/**
 * THE fact finder of a CV's text, shared by the Resume Assistant in the browser (docs/requirements.md#resume-assistant) and
 * the server's reading of every uploaded CV (docs/architecture.md#upload-path), so both find the same facts: the
 * candidate's name, e-mail addresses, phone numbers, profile links and the spec's skill keywords.
 * Pure functions over text, no Node-only imports: the web bundle imports this file as it is.
 */
import { type CountryCode, findPhoneNumbersInText, type PhoneNumber } from 'libphonenumber-js/max';
import { emailAddress, personName } from './schemas/person.js';

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

/** A phone number found in a CV. */
export interface CvPhone {
  /** `+353871234567`. */
  e164: string;
  /** As people write it in the number's own country: `087 123 4567`. */
  national: string;
  /** `+353 87 123 4567`. */
  international: string;
  /** ISO 3166-1 alpha-2 country of the number (`IE`), when the calling code names one. */
  country?: string;
  /** `+353`: the calling code alone, as the upload's `contact.country_code`. */
  callingCode: string;
  /** `871234567`: the national significant number, as the upload's `contact.number`. */
  nationalNumber: string;
}

/** Profile links found in a CV: absolute `https://` URLs. */
export interface CvLinks {
  linkedin?: string;
  github?: string;
  portfolio?: string;
}

/** Everything read from a CV's text. Lists keep the order of the text, without repeats. */
export interface CvFacts {
  name?: string;
  emails: string[];
  phones: CvPhone[];
  links: CvLinks;
  skills: string[];
}

/**
 * Full-width forms (`：`, `＠`, full-width digits) as their ASCII twins, and the various dashes
 * and non-breaking spaces word processors put in, so one set of patterns reads every CV.
 */
export function normalizeCvText(text: string): string {
  return text.normalize('NFKC').replace(/[\u2010-\u2015\u2212]/g, '-');
}

// A keyword counts as a whole word: "java" is not found in "javascript", "node" is in "Node.js".
const wordPattern = (keyword: string) => new RegExp(`(?<![\\p{L}\\p{N}])${keyword}(?![\\p{L}\\p{N}])`, 'iu');
const SKILL_PATTERNS = SKILL_KEYWORDS.map((s) => ({ ...s, pattern: wordPattern(s.keyword) }));

/** The skills of {@link SKILL_KEYWORDS} found in the text, in list order (labels). */
export function findSkills(text: string): string[] {
  return SKILL_PATTERNS.filter((s) => s.pattern.test(text)).map((s) => s.label);
}

// Local part and domain stop at separators people put around an address in a CV line.
const EMAIL_IN_TEXT = /[^\s@<>()[\]{}",;:|/\\]+@[^\s@<>()[\]{}",;:|/\\]+\.[a-z]{2,}/gi;

/** Every valid e-mail address in the text, lower-cased, in order, without repeats. */
export function findEmails(text: string): string[] {
  const found = new Set<string>();
  for (const match of normalizeCvText(text).match(EMAIL_IN_TEXT) ?? []) {
    const parsed = emailAddress.safeParse(match.replace(/^mailto:/i, '').replace(/\.+$/, ''));
    if (parsed.success) found.add(parsed.data);
  }
  return [...found];
}

/**
 * Lines a CV builder adds to every page ("Created with …", "Powered by …", the builder's own
 * name): their phone numbers and links belong to the builder, not to the candidate.
 */
const BUILDER_LINE =
  /\b(?:created|made|generated|built|designed|powered)\s+(?:with|by|using|on)\b|\b(?:zety|resume\.io|novoresume|kickresume|livecareer|myperfectresume|enhancv|resumegenius|resume genius|visualcv|cvmaker|cv-library|europass)\b/i;

/** Labels after which a run of digits is an identifier, not a phone number. */
const ID_LABEL =
  /\b(?:id|ids|no|nr|number|num|ref|reference|pps|ppsn|licen[cs]e|passport|student|registration|reg|gpa|grade|score|isbn|orcid|vat|iban|account|postcode|eircode|zip)\b\.?\s*[:#]?\s*$/i;

/** Dates and ranges of years: `2019-2023`, `2019 – 2023`, `01/02/2020`, `2020.01.15`. */
const DATE_LIKE =
  /^(?:(?:19|20)\d{2}\s*-\s*(?:(?:19|20)\d{2}|\d{2})|\d{1,4}\s*[./-]\s*\d{1,2}\s*[./-]\s*\d{1,4})$/;

/**
 * Countries a CV's address may name, to read numbers written without a country code. Ireland
 * comes last in the search order below: the site serves Cork (docs/requirements.md#site-facts), so a national
 * number in a CV that names no other country is Irish.
 */
const COUNTRY_NAMES: readonly { country: CountryCode; pattern: RegExp }[] = [
  { country: 'US', pattern: /\b(?:USA|U\.S\.A?\.?|United States(?: of America)?)\b/ },
  { country: 'GB', pattern: /\b(?:UK|U\.K\.|United Kingdom|England|Scotland|Wales|Northern Ireland)\b/ },
  { country: 'IN', pattern: /\bIndia\b/ },
  { country: 'IE', pattern: /\b(?:Ireland|Éire|Co\. [A-Z][a-z]+)\b/ },
];

/** The countries the text names, in the order they first appear. */
function namedCountries(text: string): CountryCode[] {
  return COUNTRY_NAMES.map(({ country, pattern }) => ({ country, at: text.search(pattern) }))
    .filter((c) => c.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((c) => c.country);
}

/** The text with every e-mail address and every CV builder's line blanked out (same length). */
function blankNonPhoneText(text: string): string {
  const blank = (s: string) => ' '.repeat(s.length);
  return text
    .split('\n')
    .map((line) => (BUILDER_LINE.test(line) ? blank(line) : line))
    .join('\n')
    .replace(EMAIL_IN_TEXT, blank)
    .replace(/\bhttps?:\/\/\S+|\bwww\.\S+/gi, blank);
}

function toCvPhone(phone: PhoneNumber): CvPhone {
  return {
    e164: phone.number,
    national: phone.formatNational(),
    international: phone.formatInternational(),
    country: phone.country,
    callingCode: `+${phone.countryCallingCode}`,
    nationalNumber: String(phone.nationalNumber),
  };
}

/**
 * Every phone number in the text (libphonenumber-js `findPhoneNumbersInText`, full metadata so the
 * digits themselves are validated). A number's own country code wins (`+44 20 7946 0958` stays
 * British); a number without one is read in the country the CV names first, and as Irish when it
 * names none or the number is not valid there. Never taken: dates and year ranges, grades
 * (`3.8/4.0`), digits after an identifier's label, digits inside e-mail addresses or links, and
 * numbers on a CV builder's footer line.
 */
export function findPhones(text: string): CvPhone[] {
  const normalized = normalizeCvText(text);
  const searchable = blankNonPhoneText(normalized);
  const defaults = [...new Set<CountryCode>([...namedCountries(normalized), 'IE'])];
  const found = new Map<string, { at: number; phone: PhoneNumber }>();
  for (const defaultCountry of defaults) {
    for (const match of findPhoneNumbersInText(searchable, { defaultCountry })) {
      const raw = searchable.slice(match.startsAt, match.endsAt);
      const before = searchable.slice(Math.max(0, match.startsAt - 24), match.startsAt);
      if (DATE_LIKE.test(raw.trim()) || ID_LABEL.test(before)) continue;
      // Written without a country code, a number is Irish only in the Irish national form (0…).
      const international = /^\s*(?:\+|00)/.test(raw);
      if (!international && match.number.country !== defaultCountry) continue;
      const key = match.number.number;
      if (!found.has(key)) found.set(key, { at: match.startsAt, phone: match.number });
    }
  }
  return [...found.values()].sort((a, b) => a.at - b.at).map((f) => toCvPhone(f.phone));
}

const LINKEDIN = /\b(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(in|pub)\/([\p{L}\p{N}_%-]+)/iu;
const GITHUB =
  /\b(?:https?:\/\/)?(?:www\.)?github\.com\/([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))(?![A-Za-z0-9-])/i;
const URL_IN_TEXT = /\b(?:https?:\/\/|www\.)[^\s<>()[\]{}"',;|]+/gi;
/** Hosts that are never a candidate's own site: social profiles, mail, CV builders, employers' boilerplate. */
const NOT_PORTFOLIO =
  /(?:^|\.)(?:linkedin\.com|github\.com|gmail\.com|outlook\.com|hotmail\.com|yahoo\.com|zety\.com|resume\.io|novoresume\.com|kickresume\.com|livecareer\.com|canva\.com|europa\.eu)$/i;

/** LinkedIn profile, GitHub account and the first other site (the portfolio) named in the text. */
export function findLinks(text: string): CvLinks {
  const normalized = normalizeCvText(text);
  const links: CvLinks = {};
  const linkedin = LINKEDIN.exec(normalized);
  if (linkedin) links.linkedin = `https://www.linkedin.com/${linkedin[1]!.toLowerCase()}/${linkedin[2]}`;
  const github = GITHUB.exec(normalized);
  if (github) links.github = `https://github.com/${github[1]}`;
  for (const line of normalized.split('\n')) {
    if (BUILDER_LINE.test(line)) continue;
    for (const match of line.match(URL_IN_TEXT) ?? []) {
      let url: URL;
      try {
        url = new URL(/^https?:/i.test(match) ? match : `https://${match}`);
      } catch {
        continue;
      }
      if (NOT_PORTFOLIO.test(url.hostname) || !url.hostname.includes('.')) continue;
      links.portfolio ??= url.href.replace(/[.]+$/, '');
    }
  }
  return links;
}

/**
 * Words of CV headings and titles ("CURRICULUM VITAE", "Career Objective", "Personal Profile"):
 * a line made of these is never the candidate's name.
 */
const HEADING_WORDS = new Set(
  (
    'curriculum vitae vita resume résumé cv career objective objectives profile personal summary contact ' +
    'details information info experience education skills professional work employment history ' +
    'references key achievements qualifications about me technical core competencies projects ' +
    'languages interests hobbies certifications training declaration address page of cover letter'
  ).split(' '),
);

/**
 * The candidate's name: after a `Name:` label anywhere, else the first of the first eight lines that
 * has two to four words, passes the name rule (`personName`) and is not a heading.
 */
export function findName(text: string): string | undefined {
  const lines = normalizeCvText(text)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  for (const line of lines) {
    const labelled = /^(?:full\s+)?name\s*:\s*(.+)$/i.exec(line);
    if (labelled) {
      const parsed = personName.safeParse(labelled[1]);
      if (parsed.success) return parsed.data;
    }
  }
  for (const line of lines.slice(0, 8)) {
    const words = line.split(/\s+/);
    if (words.length < 2 || words.length > 4) continue;
    if (words.some((w) => HEADING_WORDS.has(w.toLowerCase().replace(/[^\p{L}]/gu, '')))) continue;
    const parsed = personName.safeParse(line);
    if (parsed.success) return parsed.data;
  }
  return undefined;
}

/** Runs every finder over the text. */
export function findCvFacts(text: string): CvFacts {
  return {
    name: findName(text),
    emails: findEmails(text),
    phones: findPhones(text),
    links: findLinks(text),
    skills: findSkills(text),
  };
}
