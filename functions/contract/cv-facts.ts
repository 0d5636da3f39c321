/**
 * THE fact finder of a CV's text, shared by the Resume Assistant in the browser (docs/requirements.md#resume-assistant) and
 * the server's reading of every uploaded CV (docs/architecture.md#upload-path), so both find the same facts: the
 * candidate's name, e-mail addresses, phone numbers, profile links and the spec's skill keywords.
 * Pure functions over text, no Node-only imports: the web bundle imports this file as it is.
 */
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  type PhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';
import { CITY_PATTERNS, countryNamePatterns, emailCountry, LANGUAGE_HINTS } from './cv-places.js';
import {
  CATALOGUE_TITLES,
  HEADING_PHRASES,
  HEADING_WORDS,
  JOB_TITLE_PHRASES,
  JOB_TITLE_WORDS,
  LANGUAGE_NAMES,
  NAME_PARTICLES,
  ORGANISATION_WORDS,
  SENTENCE_WORDS,
} from './cv-words.js';
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
  /** Phone numbers whose country the CV does not decide, as written (never given a guessed code). */
  undecidedPhones: string[];
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
 * Lines a CV builder or a recruiter adds to a page ("Created with …", "Powered by …", the builder's
 * own name, an agency's "Presented by … Recruitment", "Page 1 of 2"): their phone numbers and links
 * are not the candidate's.
 */
const BUILDER_LINE =
  /\b(?:created|made|generated|built|designed|powered|presented|submitted|represented|prepared)\s+(?:with|by|using|on|through)\b|\b(?:zety|resume\.io|novoresume|kickresume|livecareer|myperfectresume|enhancv|resumegenius|resume genius|visualcv|cvmaker|cv-library|europass|topcv|canva|jobstreet|naukri|zhaopin|51job)\b|\b(?:recruitment|recruiting|staffing|headhunt\w*|talent partners)\b|\bpage\s+\d+\s+(?:of|\/)\s+\d+\b|\b(?:template|builder)\b/i;

/** The text without the lines of a CV builder or a recruiter (each such line left empty). */
export function withoutBuilderLines(text: string): string {
  return text
    .split('\n')
    .map((line) => (BUILDER_LINE.test(line) ? '' : line))
    .join('\n');
}

/** Labels after which a run of digits is an identifier, not a phone number. */
const ID_LABEL =
  /\b(?:id|ids|no|nr|number|num|ref|reference|pps|ppsn|licen[cs]e|passport|student|registration|reg|roll|gpa|cgpa|grade|score|marks|isbn|orcid|vat|iban|account|a\/c|postcode|post code|postal code|pin|pincode|eircode|zip|dni|ruc|cccd|cmnd|aadhaar|pan|ssn|nric|hetu|henkilötunnus|身份证|邮编|date of birth|dob|born|fecha de nacimiento)\b\.?\s*(?:code|no\.?|number)?\s*[:#]?\s*$/i;

/** Dates and ranges of years: `2019-2023`, `2019 – 2023`, `01/02/2020`, `2020.01.15`, `05/2019 - 06/2021`. */
const DATE_LIKE =
  /^(?:(?:19|20)\d{2}\s*-\s*(?:(?:19|20)\d{2}|\d{2})|\d{1,4}\s*[./-]\s*\d{1,2}\s*[./-]\s*\d{1,4}|\d{1,2}\s*[./]\s*(?:19|20)\d{2}(?:\s*-\s*\d{1,2}\s*[./]\s*(?:19|20)\d{2})?|(?:(?:19|20)\d{2}[\s-]*)+)$/;

/** Words that say the digits after them are a phone number, in the languages CVs are written in. */
const PHONE_LABEL =
  /(?:\b(?:tel|tél|telephone|téléphone|phone|ph|mobile|mob|cell|cellphone|contact(?: no\.?| number)?|hp|handphone|whatsapp|teléfono|telefono|celular|móvil|movil|puhelin|matkapuhelin|gsm|telefon|handy|telefone|telemóvel|cellulare|điện thoại|đt|sđt|dđ)\b|电话|手机|联系电话|電話)[^0-9+]{0,12}$/iu;

/** The heading of a CV's references, in the languages of CVs. */
const REFERENCES_HEADING =
  /^\s*(?:references?|referees?|referencias(?: laborales| personales)?|referências|références|referenzen|suosittelijat|referencje|người tham chiếu)\s*:?\s*$/iu;
/** A line naming a referee ("Reference: Dr. Smith, +353 …"). */
const REFEREE_LINE = /^\s*(?:references?|referees?|referencia|référence|referenz)\s*[:-]/iu;

/** Candidate runs of a phone number on one line: digits with the separators people write between them. */
const PHONE_RUN = /(?:\(\s*)?(?:\+|00)?\s*\(?\d[\d \t().\-/]*\d(?:\s*(?:ext\.?|extn\.?|x|#)\s*\d{1,5})?/giu;

/** The text with every e-mail address, every link and every builder's or recruiter's line blanked out (same length). */
function blankNonPhoneText(text: string): string {
  const blank = (s: string) => ' '.repeat(s.length);
  return text
    .split('\n')
    .map((line) => (BUILDER_LINE.test(line) ? blank(line) : line))
    .join('\n')
    .replace(EMAIL_IN_TEXT, blank)
    .replace(/\b(?:https?:\/\/|www\.)\S+|\b[\w.-]+\.(?:com|org|net|io|dev)\/\S*/gi, blank);
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

/** How strongly the CV points at a country: the stronger wins when a number is valid in several. */
const EVIDENCE = { typed: 6, calledCode: 5, header: 4, email: 3, language: 2, body: 1, home: 0.5 } as const;

/** How many of the first lines count as the CV's header (name, address, contacts). */
const HEADER_LINES = 12;

/** Options of {@link findPhones} and {@link findCvFacts}. */
export interface CvFactOptions {
  /** The calling code of the phone the candidate typed (`+353`): evidence of the CV's country. */
  typedCallingCode?: string;
}

/** The countries the CV points at, each with its strongest evidence. */
function countryEvidence(text: string, searchable: string, options: CvFactOptions): Map<CountryCode, number> {
  const evidence = new Map<CountryCode, number>();
  const add = (country: CountryCode | undefined, score: number) => {
    if (country && score > (evidence.get(country) ?? 0)) evidence.set(country, score);
  };
  const byCode = (code: string) => getCountries().filter((c) => getCountryCallingCode(c) === code);
  const typed = options.typedCallingCode?.replace(/\D/g, '');
  if (typed) for (const c of byCode(typed)) add(c, EVIDENCE.typed);
  // Other numbers' explicit calling codes: "+65 …" makes "9123 4567" Singaporean too.
  for (const m of searchable.matchAll(/(?:\+|(?<![\d])00)\s*\(?\s*(\d{1,3})[\s)./-]*\d/g)) {
    const whole = parsePhoneNumberFromString(
      `+${m[1]}${searchable.slice(m.index + m[0].length - 1, m.index + m[0].length + 16).replace(/\D/g, '')}`,
    );
    if (whole?.country) add(whole.country, EVIDENCE.calledCode);
  }
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const score = i < HEADER_LINES ? EVIDENCE.header : EVIDENCE.body;
    for (const { country, pattern } of [...countryNamePatterns(), ...CITY_PATTERNS])
      if (pattern.test(line)) add(country, score);
  });
  for (const email of findEmails(text)) add(emailCountry(email), EVIDENCE.email);
  for (const { countries, pattern } of LANGUAGE_HINTS)
    if (pattern.test(text)) for (const c of countries) add(c, EVIDENCE.language);
  add('IE', EVIDENCE.home);
  return evidence;
}

/** A number read from a run of text, or why not. */
type Reading = { phone: PhoneNumber } | { undecided: true } | undefined;

/**
 * Reads one run: with its own calling code (`+`, `00`, `(+358)`) it is that country's; else each
 * country of the evidence is tried, also with the run's first digits as that country's calling code
 * written without the plus ("65-9123 4567"). The number is kept when the best evidence points at
 * one number; several numbers with equal evidence leave it undecided.
 */
function readRun(raw: string, evidence: Map<CountryCode, number>): Reading {
  const run = raw.replace(/\(0\)/g, ' ');
  const digits = run.replace(/(?:ext\.?|extn\.?|x|#)\s*\d{1,5}$/i, '').replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15 || DATE_LIKE.test(run.trim())) return undefined;
  const explicit = /^\(?\s*(?:\+|00)/.exec(run.trim());
  if (explicit) {
    const phone = parsePhoneNumberFromString(`+${digits.replace(/^00/, '')}`);
    return phone?.isValid() ? { phone } : { undecided: true };
  }
  const candidates = new Map<string, { phone: PhoneNumber; score: number }>();
  const consider = (phone: PhoneNumber | undefined, score: number) => {
    if (!phone?.isValid() || score <= (candidates.get(phone.number)?.score ?? 0)) return;
    candidates.set(phone.number, { phone, score });
  };
  for (const [country, score] of evidence) {
    // Ireland, the site's home, reads only numbers in the Irish national form (0…).
    if (score === EVIDENCE.home && !digits.startsWith('0')) continue;
    const national = parsePhoneNumberFromString(run, country);
    if (
      national?.country === country ||
      (national && getCountryCallingCode(country) === national.countryCallingCode)
    )
      consider(national, score);
    const code = getCountryCallingCode(country);
    if (digits.length >= 9 && digits.startsWith(code)) {
      const bare = parsePhoneNumberFromString(`+${digits}`);
      if (bare && bare.countryCallingCode === code) consider(bare, score);
    }
  }
  const ranked = [...candidates.values()].sort((a, b) => b.score - a.score);
  if (ranked.length === 0) return undefined;
  if (ranked.length > 1 && ranked[1]!.score === ranked[0]!.score) return { undecided: true };
  return { phone: ranked[0]!.phone };
}

/** The runs of one piece of a line: the whole, else each part between spaces that reads as a number. */
function splitRuns(raw: string): string[] {
  // Numbers listed with a spaced slash or long gaps between them: "0412 345 678 / 0498 765 432".
  return raw.split(/\s+\/\s+|\s{3,}|\t+/).filter((r) => /\d/.test(r));
}

/** A number whose country the CV does not tell, shown as written. */
export type UndecidedPhone = string;

/**
 * Every phone number in the text, with the country the CV's evidence decides (issue 37): a number's
 * own calling code wins (`+44 20 7946 0958`, `0044 …`, `(+358) 40 …`); a national number is read in
 * the countries the CV points at, strongest first: the typed phone's country, other numbers' calling
 * codes, a country or city on the header's address lines, the e-mail's country domain, the text's
 * language, places named further down, and Ireland (the site's home) for the Irish national form.
 * Kept only when the best of these gives one valid number (libphonenumber-js full metadata);
 * `undecided` lists the phone-labelled runs that no single country takes, as written. Never taken:
 * dates and years, grades, digits after an identifier's label, digits inside e-mail addresses or
 * links, and numbers on a CV builder's or a recruiter's line.
 */
export function findPhoneNumbers(
  text: string,
  options: CvFactOptions = {},
): { phones: CvPhone[]; undecided: UndecidedPhone[] } {
  const normalized = normalizeCvText(text);
  const searchable = blankNonPhoneText(normalized);
  const evidence = countryEvidence(normalized, searchable, options);
  const phones = new Map<string, CvPhone>();
  const undecided = new Set<string>();
  let inReferences = false;
  for (const line of searchable.split('\n')) {
    // A referee's number is not the candidate's: nothing after a references heading, nor on a referee's line.
    if (REFERENCES_HEADING.test(line)) inReferences = true;
    if (inReferences || REFEREE_LINE.test(line)) continue;
    for (const match of line.matchAll(PHONE_RUN)) {
      const before = line.slice(Math.max(0, match.index - 32), match.index);
      const labelled = PHONE_LABEL.test(before);
      if (!labelled && ID_LABEL.test(before)) continue;
      for (const part of match[0].split(/\s*[,;]\s*/)) {
        for (const run of splitRuns(part)) {
          let reading = readRun(run, evidence);
          // Two numbers side by side ("98765 43210 91234 56789"), or a postcode before one.
          if (!reading || 'undecided' in reading) {
            const words = run.trim().split(/\s+/);
            for (let i = 1; i < words.length && (!reading || 'undecided' in reading); i++) {
              const left = readRun(words.slice(0, i).join(' '), evidence);
              const right = readRun(words.slice(i).join(' '), evidence);
              if (right && 'phone' in right && (!left || 'phone' in left)) {
                if (left && 'phone' in left) phones.set(left.phone.number, toCvPhone(left.phone));
                reading = right;
              }
            }
          }
          if (reading && 'phone' in reading) {
            if (!phones.has(reading.phone.number)) phones.set(reading.phone.number, toCvPhone(reading.phone));
          } else if (reading && labelled) undecided.add(run.trim());
        }
      }
    }
  }
  return { phones: [...phones.values()], undecided: [...undecided] };
}

/** The phone numbers of {@link findPhoneNumbers} whose country the CV decides, in text order. */
export function findPhones(text: string, options: CvFactOptions = {}): CvPhone[] {
  return findPhoneNumbers(text, options).phones;
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

const isSpacelessScript = (s: string) =>
  /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]+$/u.test(s);

/** A word as the heading and title lists hold it: lower case, letters only. */
const bare = (word: string) => word.toLowerCase().replace(/[^\p{L}-]/gu, '');

/** A line of section heading words only ("BASIC ACADEMIC CREDENTIALS", "Datos personales"). */
function isHeading(words: readonly string[], line: string): boolean {
  if (HEADING_PHRASES.some((h) => line.includes(h))) return true;
  const plain = words.map(bare).filter(Boolean);
  return (
    plain.some((w) => w.length >= 4 && HEADING_WORDS.has(w)) ||
    plain.every((w) => HEADING_WORDS.has(w) || NAME_PARTICLES.has(w) || SENTENCE_WORDS.has(w))
  );
}

/** A job title ("Data Scientist", the catalogue's "Cloud Engineer", "工程师"). */
function isJobTitle(words: readonly string[], line: string): boolean {
  if (CATALOGUE_TITLES.has(line.toLowerCase()) || JOB_TITLE_PHRASES.some((t) => line.includes(t)))
    return true;
  return words.some((w) => JOB_TITLE_WORDS.has(bare(w)));
}

/**
 * Names written in capitals shown in title case ("MARY-KATE O'BRIEN" -> "Mary-Kate O'Brien"); particles
 * stay lower case ("JUAN DE LA CRUZ" -> "Juan de la Cruz"). Lines in mixed case are kept as written.
 */
export function titleCaseName(name: string): string {
  if (name !== name.toUpperCase() || name === name.toLowerCase()) return name;
  return name
    .toLowerCase()
    .split(' ')
    .map((word, i) =>
      i > 0 && NAME_PARTICLES.has(word)
        ? word
        : word.replace(/(^|[-'’])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase()),
    )
    .join(' ');
}

/** Every country and city name, to find lines made only of places (compiled on first use). */
let PLACES_EVERYWHERE: RegExp[] | undefined;

/** The line as a person's name, or undefined: 2-5 words of letters, no heading, title or sentence. */
function nameOfLine(line: string): string | undefined {
  // Initials ("Rahul K. Sharma") and a trailing "CV" or "Resume" are not part of the name.
  const cleaned = line
    .replace(/\b(\p{Lu})\.(?=\s)/gu, '$1')
    .replace(/^(?:(?:curriculum vitae|resume|résumé|cv)\s+(?:of\s+)?|name\s*[:：]\s*)/iu, '')
    .replace(/\s*[-–|,:]?\s*(?:curriculum vitae|resume|résumé|cv)$/iu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (/[\d@]/.test(cleaned)) return undefined;
  const words = cleaned.split(' ');
  const spaceless =
    words.length === 1 && isSpacelessScript(cleaned) && cleaned.length >= 2 && cleaned.length <= 4;
  if (!spaceless && (words.length < 2 || words.length > 5)) return undefined;
  if (isHeading(words, cleaned) || isJobTitle(words, cleaned)) return undefined;
  // Languages spoken, an employer or school, or an address line without a comma ("Bengaluru Karnataka").
  if (words.every((w) => LANGUAGE_NAMES.has(bare(w)))) return undefined;
  if (words.some((w) => ORGANISATION_WORDS.has(bare(w)))) return undefined;
  PLACES_EVERYWHERE ??= [...countryNamePatterns(), ...CITY_PATTERNS].map(
    (p) => new RegExp(p.pattern.source, 'gu'),
  );
  const placesLeft = PLACES_EVERYWHERE.reduce((rest, pattern) => rest.replace(pattern, ' '), cleaned);
  if (!/\p{L}/u.test(placesLeft)) return undefined;
  const lower = words.map(bare);
  if (lower.some((w) => SENTENCE_WORDS.has(w) && !NAME_PARTICLES.has(w))) return undefined;
  // Every word of a name starts with a capital, apart from particles (scripts without case pass).
  if (words.some((w, i) => /^\p{Ll}/u.test(w) && !(i > 0 && NAME_PARTICLES.has(bare(w))))) return undefined;
  const parsed = personName.safeParse(titleCaseName(cleaned));
  return parsed.success ? parsed.data : undefined;
}

/** Labels of the name in the languages of CVs ("Name:", "Nombre:", "Họ và tên:", "姓名："). */
const NAME_LABEL =
  /^(?:full\s+name|name|nombres?(?: y apellidos| completo)?|nom(?: complet)?|nome|vor-? und nachname|nimi|imię i nazwisko|họ và tên|họ tên|姓名|名前)\s*[:：]\s*(.+)$/iu;

/** How many lines from the top a name is looked for in. */
const NAME_LINES = 25;

/**
 * The candidate's name (issue 37): after a name label anywhere; else the first of the top lines that
 * looks like a person's name (letters of any script, 2-5 words, no digits or @; not a section
 * heading of `cv-words.ts`, not a job title, not a sentence), preferring a line within three lines
 * of the first e-mail address or phone number. Names in capitals come in title case.
 */
export function findName(text: string): string | undefined {
  const lines = normalizeCvText(text)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  for (const line of lines) {
    const labelled = NAME_LABEL.exec(line);
    const name = labelled && nameOfLine(labelled[1]!.trim());
    if (name) return name;
  }
  const top = lines.slice(0, NAME_LINES);
  const contactAt = top.findIndex((l) => EMAIL_IN_TEXT.test(l) || /(?:\+|\b)\d[\d\s().-]{6,}\d/.test(l));
  EMAIL_IN_TEXT.lastIndex = 0;
  const names = top.flatMap((line, at) => {
    // A name shares its line with a title or contacts: "RAHUL SHARMA | Data Scientist | rahul@…".
    const name =
      nameOfLine(line) ??
      line
        .split(/\s*[|•·]\s*|\s+[-–]\s+|\t+|\s{3,}/)
        .slice(0, 1)
        .map(nameOfLine)[0];
    return name ? [{ name, at }] : [];
  });
  const near = contactAt >= 0 ? names.find((n) => Math.abs(n.at - contactAt) <= 3) : undefined;
  return (near ?? names[0])?.name;
}

/** Runs every finder over the text. */
export function findCvFacts(text: string, options: CvFactOptions = {}): CvFacts {
  const { phones, undecided } = findPhoneNumbers(text, options);
  return {
    name: findName(text),
    emails: findEmails(text),
    phones,
    undecidedPhones: undecided,
    links: findLinks(text),
    skills: findSkills(text),
  };
}
