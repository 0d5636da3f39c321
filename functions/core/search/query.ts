/**
 * `GET /resume?search=` (docs/requirements.md#cv-management, docs/architecture.md#search): the hits
 * of the search index, filtered (status, date, skill) and ordered (relevance, newest, name), one page
 * of records read by key from the table, and for each the place it matched: a short passage with
 * the matched words marked. Never a Scan: the index gives the ids, the table the records; an exact
 * e-mail address or phone number is also looked up in the table at once (the index follows a
 * moment later).
 */
import { compareNames } from '../../contract/collation.js';
import { emailAddress } from '../../contract/schemas/person.js';
import type { ResumeMatch } from '../../contract/schemas/resume.js';
import type { ResumeListQuery } from '../../contract/schemas/resume-admin.js';
import { getItems, pageOf, queryAll } from '../data/db.js';
import { keys, nationalDigits, ranges } from '../data/keys.js';
import { currentCvSubmissions } from '../data/resume-cv.js';
import { createdWithin } from '../data/resume-list.js';
import { findResumeIdByEmail, getResumeItem, isListed, type ResumeItem } from '../data/resumes.js';
import type { SubmissionItem } from '../data/submissions.js';
import { cvTextOf } from './documents.js';
import type { SearchHit } from './engine.js';
import { candidateSearch } from './index.js';
import { phoneTerms, snippetOf } from './text.js';

/** Orders hits as asked: relevance (the engine's order), newest first, or name A-Z. */
function ordered(hits: SearchHit[], sort: ResumeListQuery['sort']): SearchHit[] {
  if (sort === 'relevance') return hits;
  const copy = [...hits];
  if (sort === 'name') copy.sort((a, b) => compareNames(a.name, b.name) || a.id.localeCompare(b.id));
  else copy.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  return copy;
}

/** Whether a record read from the table may be shown for a query (it may have changed since indexing). */
function stillMatches(record: ResumeItem | undefined, q: ResumeListQuery): record is ResumeItem {
  if (!record || record.erasingSince || !isListed(record)) return false;
  if (q.status && (record.status ?? 'new') !== q.status) return false;
  if (!createdWithin(record.createdAt, q)) return false;
  return true;
}

/**
 * The text of `field` of a record, as a snippet is cut from; for `cv`, the text of `cv`, the record's
 * current submission read beforehand (`currentCvSubmissions`, one batch for the page).
 */
async function fieldText(
  record: ResumeItem,
  field: SearchHit['field'],
  cv: SubmissionItem | undefined,
): Promise<string> {
  switch (field) {
    case 'name':
      return record.name;
    case 'email':
      return record.email;
    case 'phone':
      return record.contact ? `${record.contact.country_code} ${record.contact.number}` : '';
    case 'skills':
      return (record.skills ?? []).join(', ');
    case 'roles':
      return [...new Set([record.role, ...(record.jobTitles ?? [])].filter(Boolean))].join(', ');
    case 'cv':
      return cvTextOf(cv?.file);
    case 'coverLetters': {
      const applications = await queryAll<{ coverLetter?: string }>(ranges.applicationsOf(record.id));
      return applications.map((a) => a.coverLetter ?? '').join(' … ');
    }
  }
}

/**
 * Where `hit` matched in `record`: the field and a passage with the matched words marked; `cv` is
 * the record's current submission when the hit is on its CV text.
 */
async function matchOf(record: ResumeItem, hit: SearchHit, cv?: SubmissionItem): Promise<ResumeMatch> {
  const text = await fieldText(record, hit.field, cv);
  const snippet = snippetOf(text, hit.terms);
  if (snippet) return { field: hit.field, snippet: snippet.text, marks: snippet.marks };
  // A whole number or address matched in a form the words of its display do not show: mark it all.
  const shown = text.slice(0, 160);
  return { field: hit.field, snippet: shown, marks: shown ? [[0, shown.length]] : [] };
}

/** A search that is one phone number as people type it: digits, `+` or `00` first, spaces, dots, dashes, brackets, slashes. */
const PHONE_SEARCH = /^\+?[\d\s().\-/]+$/;

/**
 * The ways a phone search can name a stored phone (`keys.resumePhone`: national digits, the calling
 * code beside): with `+` or `00` the calling code is its first 1, 2 or 3 digits (calling codes are
 * prefix-free, so at most one reading meets a stored number's code); with a trunk 0 the number is
 * national, any code; bare digits are either. None when it is not 7-15 digits.
 */
export function phoneReadings(search: string): { national: string; code?: string }[] {
  const text = search.trim();
  if (!PHONE_SEARCH.test(text)) return [];
  const digits = text.replace(/\D/g, '');
  const international = text.startsWith('+') || digits.startsWith('00');
  const full = international ? digits.replace(/^00/, '') : digits;
  if (full.length < 7 || full.length > 15) return [];
  const withCode = [1, 2, 3].map((n) => ({
    code: full.slice(0, n),
    national: nationalDigits(full.slice(n)),
  }));
  if (international) return withCode;
  return full.startsWith('0') ? [{ national: nationalDigits(full) }] : [{ national: full }, ...withCode];
}

/** Ids of the listed candidates whose phone a phone search names, read from the table (strongly consistent). */
async function idsByPhone(search: string): Promise<string[]> {
  const readings = phoneReadings(search).filter((r) => r.national.length >= 5);
  const found = await Promise.all(
    readings.map(async (r) =>
      (
        await queryAll<{ userId: string; countryCode: string }>(ranges.resumesWithPhone(r.national), {
          consistent: true,
        })
      )
        .filter((item) => r.code === undefined || item.countryCode.replace(/\D/g, '') === r.code)
        .map((item) => item.userId),
    ),
  );
  return [...new Set(found.flat())];
}

/**
 * The candidates an exact e-mail or phone search names, read from the table (issue 37): the index
 * is written a moment after a CV's acceptance, and a recruiter pasting the address or number from
 * the live notification must find it at once. Empty when the search is neither, or no such record
 * passes the filters.
 */
async function exactTableHits(q: ResumeListQuery): Promise<SearchHit[]> {
  const search = q.search?.trim() ?? '';
  const email = emailAddress.safeParse(search);
  const ids = email.success
    ? [await findResumeIdByEmail(email.data)].filter((id): id is string => Boolean(id))
    : await idsByPhone(search);
  const records = await Promise.all(ids.map((id) => getResumeItem(id, true)));
  const skill = q.skill?.trim().toLowerCase();
  return records
    .filter((record): record is ResumeItem => stillMatches(record, q))
    .filter((record) => !skill || (record.skills ?? []).some((k) => k.toLowerCase() === skill))
    .map((record) => ({
      id: record.id,
      score: Number.MAX_VALUE,
      createdAt: record.createdAt,
      name: record.name,
      field: email.success ? 'email' : 'phone',
      terms: email.success ? [email.data] : phoneTerms(record.contact),
    }));
}

/**
 * One page of the search's hits with the total of the filtered set. Records gone from the table
 * (erased, being erased) or changed out of the filters since they were indexed are left out.
 */
export async function searchResumeList(
  q: ResumeListQuery,
): Promise<{ items: ResumeItem[]; total: number; matches: Record<string, ResumeMatch> }> {
  const [indexed, exact] = await Promise.all([
    candidateSearch().search(q.search ?? '', {
      status: q.status,
      fromIso: q.from,
      toIso: q.to,
      skill: q.skill,
    }),
    exactTableHits(q),
  ]);
  const fresh = exact.filter((e) => !indexed.some((h) => h.id === e.id));
  const hits = [...fresh, ...indexed];
  const sorted = ordered(hits, q.sort);
  const pageHits = pageOf(sorted, q);
  const records = await getItems<ResumeItem>(pageHits.map((h) => keys.user(h.id)));
  const items: ResumeItem[] = [];
  const shownHits: SearchHit[] = [];
  pageHits.forEach((hit, i) => {
    const record = records[i];
    if (stillMatches(record, q)) {
      items.push(record);
      shownHits.push(hit);
    }
  });
  // The page's reads at once (issue 39, warm p95): one batch for the current submissions of the CV
  // hits, then every passage's text in parallel; nothing is read for a hit on a record's own fields.
  const onCv = items.filter((_, i) => shownHits[i]!.field === 'cv');
  const cvs = await currentCvSubmissions(onCv);
  const cvOf = new Map(onCv.map((record, i) => [record.id, cvs[i]]));
  const found = await Promise.all(
    items.map((record, i) => matchOf(record, shownHits[i]!, cvOf.get(record.id))),
  );
  const matches = Object.fromEntries(items.map((r, i) => [r.id, found[i]!]));
  return { items, total: hits.length - (pageHits.length - items.length), matches };
}
