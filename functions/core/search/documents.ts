/**
 * Builds the search document of a candidate from the table and the CV's extracted text
 * (docs/architecture.md#search): one Query of the candidate's partition (`USER#{id}`: the record and
 * its applications with their cover letters, its submissions) and one GET of the text object beside
 * the current CV's file (`{key}.txt`, written by the server's reading: functions/core/cv-reading.ts;
 * the current CV is the submission the record names: data/resume-cv.ts).
 */

import { cvTextKey } from '../../contract/cv-keys.js';
import { queryAll, queryPages } from '../data/db.js';
import { partitions } from '../data/keys.js';
import { currentCvFile } from '../data/resume-cv.js';
import type { ResumeItem } from '../data/resumes.js';
import { readObjectVersion } from '../storage.js';
import type { SearchDocument } from './engine.js';
import { phoneTerms } from './text.js';

/** Characters of a CV's text that are indexed: two pages are ~6,000; a longer file is cut here. */
export const CV_TEXT_INDEXED = 30_000;

/** Reads at once while building many documents (a full rebuild). */
const PARALLEL_READS = 16;

type PartitionItem = { sk: string; coverLetter?: string } & Partial<ResumeItem>;

/** The extracted text of a CV's `file`, or '' when it has none (no file, a scan not read yet, a file without text). */
export async function cvTextOf(file: { key: string } | undefined): Promise<string> {
  if (!file) return '';
  const found = await readObjectVersion(cvTextKey(file.key));
  return found ? Buffer.from(found.bytes).toString('utf8').slice(0, CV_TEXT_INDEXED) : '';
}

/**
 * The document of candidate `id`, or `undefined` when the candidate must not be found: no record,
 * an erasure under way (docs/architecture.md#order-of-erasure), or never listed (no accepted CV).
 */
export async function candidateDocument(id: string): Promise<SearchDocument | undefined> {
  const items = await queryAll<PartitionItem>({ pk: `USER#${id}` });
  const record = items.find((i) => i.sk === 'PROFILE') as ResumeItem | undefined;
  if (!record || record.erasingSince || !record.gsi1pk) return undefined;
  const coverLetters = items
    .filter((i) => i.sk.startsWith('APPLICATION#') && i.coverLetter)
    .map((i) => i.coverLetter!)
    .join('\n\n');
  return {
    id: record.id,
    name: record.name,
    email: record.email,
    phone: phoneTerms(record.contact),
    skills: record.skills ?? [],
    roles: [...new Set([record.role, ...(record.jobTitles ?? [])].filter(Boolean))],
    cv: await cvTextOf(currentCvFile(record, items)),
    coverLetters,
    status: record.status ?? 'new',
    createdAt: record.createdAt,
  };
}

/** `fn` over `ids`, at most `PARALLEL_READS` at a time, results in order. */
async function mapParallel<T, R>(ids: readonly T[], fn: (id: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(ids.length);
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const i = next++;
      out[i] = await fn(ids[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_READS, ids.length) }, worker));
  return out;
}

/** The documents of `ids` (the ones that must not be found left out), and the ids left out. */
export async function candidateDocuments(
  ids: readonly string[],
): Promise<{ documents: SearchDocument[]; gone: string[] }> {
  const docs = await mapParallel(ids, candidateDocument);
  return {
    documents: docs.filter((d): d is SearchDocument => Boolean(d)),
    gone: ids.filter((_, i) => !docs[i]),
  };
}

/**
 * Every listed candidate's document, page by page: a Query of the `RESUMES` list index (the ids),
 * then each candidate's partition. For a full rebuild (`npm run reindex`, the indexer's rebuild mode).
 * The next page is read while the caller indexes this one: a rebuild's time is then the longer of
 * the reads and the indexing, not their sum (issue 39: 5,000 candidates within 60 s on a busy host).
 */
export async function* allCandidateDocuments(): AsyncGenerator<SearchDocument[]> {
  let pending: Promise<SearchDocument[]> | undefined;
  for await (const page of queryPages<{ id: string }>(partitions.resumesNewest, {
    pageSize: 200,
    attributes: ['id'],
  })) {
    const next = candidateDocuments(page.map((p) => p.id)).then((r) => r.documents);
    // Awaited below or when the caller stops; never an unhandled rejection meanwhile.
    next.catch(() => undefined);
    if (pending) yield await pending;
    pending = next;
  }
  if (pending) yield await pending;
}
