/**
 * `GET /resume?search=` (docs/requirements.md#cv-management, docs/architecture.md#search): the hits
 * of the search index, filtered (status, date, skill) and ordered (relevance, newest, name), one page
 * of records read by key from the table, and for each the place it matched: a short passage with
 * the matched words marked. Never a Scan: the index gives the ids, the table the records; an exact
 * e-mail address is also looked up in the table at once (the index follows a moment later).
 */
import { compareNames } from '../../contract/collation.js';
import { utcDayStart } from '../../contract/dates.js';
import { emailAddress } from '../../contract/schemas/person.js';
import type { ResumeMatch } from '../../contract/schemas/resume.js';
import type { ResumeListQuery } from '../../contract/schemas/resume-admin.js';
import { getItems, pageOf, queryAll } from '../data/db.js';
import { keys, ranges } from '../data/keys.js';
import { findResumeIdByEmail, getResumeItem, isListed, type ResumeItem } from '../data/resumes.js';
import { cvTextOf } from './documents.js';
import type { SearchHit } from './engine.js';
import { candidateSearch } from './index.js';
import { snippetOf } from './text.js';

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
  if (q.from && record.createdAt < utcDayStart(q.from)) return false;
  return true;
}

/** The text of `field` of a record, as a snippet is cut from. */
async function fieldText(record: ResumeItem, field: SearchHit['field']): Promise<string> {
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
      return cvTextOf(record);
    case 'coverLetters': {
      const applications = await queryAll<{ coverLetter?: string }>(ranges.applicationsOf(record.id));
      return applications.map((a) => a.coverLetter ?? '').join(' … ');
    }
  }
}

/** Where `hit` matched in `record`: the field and a passage with the matched words marked. */
export async function matchOf(record: ResumeItem, hit: SearchHit): Promise<ResumeMatch> {
  const text = await fieldText(record, hit.field);
  const snippet = snippetOf(text, hit.terms);
  if (snippet) return { field: hit.field, snippet: snippet.text, marks: snippet.marks };
  // A whole number or address matched in a form the words of its display do not show: mark it all.
  const shown = text.slice(0, 160);
  return { field: hit.field, snippet: shown, marks: shown ? [[0, shown.length]] : [] };
}

/**
 * The candidate an exact e-mail search names, read from the table (issue 37): the index is written a
 * moment after a CV's acceptance, and a recruiter pasting the address from the live notification
 * must find it at once. Undefined when the search is not one whole address, or that record does not
 * pass the filters.
 */
async function exactEmailHit(q: ResumeListQuery): Promise<SearchHit | undefined> {
  const email = emailAddress.safeParse(q.search?.trim());
  if (!email.success) return undefined;
  const id = await findResumeIdByEmail(email.data);
  const record = id ? await getResumeItem(id, true) : undefined;
  if (!stillMatches(record, q)) return undefined;
  const skill = q.skill?.trim().toLowerCase();
  if (skill && !(record.skills ?? []).some((k) => k.toLowerCase() === skill)) return undefined;
  return {
    id: record.id,
    score: Number.MAX_VALUE,
    createdAt: record.createdAt,
    name: record.name,
    field: 'email',
    terms: [email.data],
  };
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
      fromIso: q.from ? utcDayStart(q.from) : undefined,
      skill: q.skill,
    }),
    exactEmailHit(q),
  ]);
  const hits = exact && !indexed.some((h) => h.id === exact.id) ? [exact, ...indexed] : indexed;
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
  const found = await Promise.all(items.map((record, i) => matchOf(record, shownHits[i]!)));
  const matches = Object.fromEntries(items.map((r, i) => [r.id, found[i]!]));
  return { items, total: hits.length - (pageHits.length - items.length), matches };
}
