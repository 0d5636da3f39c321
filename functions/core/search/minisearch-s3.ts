/**
 * The MiniSearch adapter of the candidate search (docs/architecture.md#search): one index object in
 * the CV bucket (`SEARCH_INDEX_KEY`, gzip JSON), read by the search handler and written by the
 * indexer only.
 *
 * - Reader: keeps the loaded index in the function's memory with the object's ETag and asks S3
 *   again with `If-None-Match` (a 304 costs no transfer), so a warm query never re-reads the index.
 * - Writer: applies a batch to its own copy (reloaded when the ETag moved), then puts the object
 *   with `If-Match` on the ETag it read (S3 conditional writes): a second writer would fail with
 *   412 and retry on the new version. In the cloud the indexer also has a reserved concurrency of
 *   1; locally one process writes, serialized by `writeChain`.
 *
 * Terms: `text.ts` (accents folded, e-mail and joined words split, phone digits). Queries: every word
 * must match (AND), each as a prefix, with one typo in words of 5+ letters.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import { CV_KEY_PREFIXES } from '../../contract/cv-policy.js';
import { s3Client } from '../clients.js';
import { cvBucket } from '../storage.js';
import {
  type CandidateIndexWriter,
  type CandidateSearch,
  type IndexChanges,
  SEARCH_FIELDS,
  type SearchDocument,
  type SearchField,
  type SearchFilter,
  type SearchHit,
} from './engine.js';
import { fold, indexTerms, queryTerms } from './text.js';

/** The index object's key in the CV bucket (private, encrypted, never under the `cvs/` prefixes). */
export const SEARCH_INDEX_KEY = `${CV_KEY_PREFIXES.search}candidates.v1.json.gz`;

/** Shortest word that tolerates one typo (docs/requirements.md#cv-management, search). */
export const FUZZY_MIN_LENGTH = 5;

/** Weight of a match in each field: a name or an address says more than a word of the CV. */
const BOOST: Record<SearchField, number> = {
  name: 6,
  email: 5,
  phone: 5,
  skills: 3,
  roles: 2,
  cv: 1,
  coverLetters: 1,
};

type Stored = Pick<SearchDocument, 'status' | 'createdAt' | 'name'> & { skills: string[] };

const OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  fields: [...SEARCH_FIELDS],
  storeFields: ['status', 'createdAt', 'skills', 'name'],
  extractField: (doc, field) => {
    const value = (doc as unknown as Record<string, unknown>)[field];
    return Array.isArray(value) ? value.join(' ') : ((value as string | undefined) ?? '');
  },
  tokenize: indexTerms,
  processTerm: (term) => term,
  searchOptions: {
    tokenize: queryTerms,
    processTerm: (term) => term,
    prefix: true,
    fuzzy: (term) => (term.length >= FUZZY_MIN_LENGTH ? 1 : 0),
    combineWith: 'AND',
    boost: BOOST,
  },
};

const emptyIndex = () => new MiniSearch<SearchDocument>(OPTIONS);

/** The stored form: the format version and MiniSearch's own JSON. */
interface IndexFile {
  v: 1;
  savedAt: string;
  index: unknown;
}

function decode(bytes: Uint8Array): MiniSearch<SearchDocument> {
  const file = JSON.parse(gunzipSync(bytes).toString('utf8')) as IndexFile;
  // biome-ignore lint/suspicious/noExplicitAny: MiniSearch's plain-object form is opaque by design.
  return MiniSearch.loadJS<SearchDocument>(file.index as any, OPTIONS);
}

function encode(index: MiniSearch<SearchDocument>): Buffer {
  const file: IndexFile = { v: 1, savedAt: new Date().toISOString(), index: index.toJSON() };
  return gzipSync(JSON.stringify(file), { level: 1 });
}

const status = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (err: unknown) => (err as { name?: string }).name === 'NoSuchKey' || status(err) === 404;

/** A loaded copy of the index and the ETag it was read at (`undefined` while the object does not exist). */
interface Loaded {
  index: MiniSearch<SearchDocument>;
  eTag?: string;
}

/**
 * Brings `current` up to date with the stored object: `current` itself when S3 answers 304 Not
 * Modified, the decoded object when it changed, an empty index when there is none.
 */
async function refresh(current: Loaded | undefined): Promise<Loaded> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await refreshOnce(current);
    } catch (err) {
      // A store without atomic overwrites (the local emulator) can serve an object mid-write: the
      // gzip ends early. Read again; S3 itself never serves a partial object.
      if (
        !(
          err instanceof Error &&
          /unexpected end of file|Unexpected end of JSON|aborted|premature close/i.test(err.message)
        ) ||
        attempt >= 5
      )
        throw err;
      await new Promise((r) => setTimeout(r, 50 * attempt));
    }
  }
}

async function refreshOnce(current: Loaded | undefined): Promise<Loaded> {
  try {
    const out = await s3Client().send(
      new GetObjectCommand({
        Bucket: cvBucket(),
        Key: SEARCH_INDEX_KEY,
        ...(current?.eTag ? { IfNoneMatch: current.eTag } : {}),
      }),
    );
    const bytes = await out.Body!.transformToByteArray();
    if (current?.eTag && out.ETag === current.eTag) return current;
    return { index: decode(bytes), eTag: out.ETag };
  } catch (err) {
    if (status(err) === 304 && current) return current;
    if (isMissing(err)) return { index: emptyIndex() };
    throw err;
  }
}

/** Writes `index`; `If-Match` on `eTag` (or `If-None-Match: *` for the first object). Answers the new ETag and size. */
async function store(index: MiniSearch<SearchDocument>, eTag: string | undefined, conditional: boolean) {
  const body = encode(index);
  const out = await s3Client().send(
    new PutObjectCommand({
      Bucket: cvBucket(),
      Key: SEARCH_INDEX_KEY,
      Body: body,
      ContentType: 'application/json',
      ContentEncoding: 'gzip',
      ...(conditional ? (eTag ? { IfMatch: eTag } : { IfNoneMatch: '*' }) : {}),
    }),
  );
  return { eTag: out.ETag, bytes: body.length };
}

const isLostRace = (err: unknown) => status(err) === 412 || status(err) === 409;

/**
 * Where a result matched, as shown: for each matched term its most specific field, then the least
 * specific of those (the term that only the CV's text holds is why the candidate was found).
 */
function fieldOf(result: SearchResult): SearchField {
  let shown = 0;
  for (const fields of Object.values(result.match)) {
    const best = Math.min(
      ...fields.map((f) => SEARCH_FIELDS.indexOf(f as SearchField)).filter((i) => i >= 0),
    );
    if (Number.isFinite(best)) shown = Math.max(shown, best);
  }
  return SEARCH_FIELDS[shown]!;
}

function passes(stored: Stored, filter: SearchFilter): boolean {
  if (filter.status && stored.status !== filter.status) return false;
  if (filter.fromIso && stored.createdAt < filter.fromIso) return false;
  if (filter.skill) {
    const want = fold(filter.skill.trim());
    if (!(stored.skills ?? []).some((s) => fold(s) === want)) return false;
  }
  return true;
}

/** Ranks MiniSearch results: score, then newest first. */
export function rank(results: SearchResult[]): SearchHit[] {
  return results
    .map((r) => ({
      id: r.id as string,
      score: r.score,
      createdAt: (r.createdAt as string) ?? '',
      name: (r.name as string) ?? '',
      field: fieldOf(r),
      terms: r.terms,
    }))
    .sort((a, b) => b.score - a.score || b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

let readerCopy: Loaded | undefined;
let readerRefresh: Promise<Loaded> | undefined;

/** The read side: searches the cached copy after a conditional refresh (one in flight at a time). */
export const miniSearchReader: CandidateSearch = {
  async search(query, filter) {
    readerRefresh ??= refresh(readerCopy).finally(() => {
      readerRefresh = undefined;
    });
    readerCopy = await readerRefresh;
    if (queryTerms(query).length === 0) return [];
    const results = readerCopy.index.search(query, {
      filter: (r) => passes(r as unknown as Stored, filter),
    });
    return rank(results);
  },
};

let writerCopy: Loaded | undefined;
let writeChain: Promise<unknown> = Promise.resolve();

/** Runs `work` after the writes queued before it in this process (one writer at a time). */
function serialized<T>(work: () => Promise<T>): Promise<T> {
  const next = writeChain.then(work, work);
  writeChain = next.catch(() => undefined);
  return next;
}

/** Attempts of a conditional write before giving up (another writer kept winning). */
const WRITE_ATTEMPTS = 5;

/** The write side. */
export const miniSearchWriter: CandidateIndexWriter = {
  apply(changes: IndexChanges) {
    return serialized(async () => {
      for (let attempt = 1; ; attempt++) {
        const loaded = await refresh(writerCopy);
        const { index } = loaded;
        for (const id of changes.remove) if (index.has(id)) index.discard(id);
        for (const doc of changes.upsert) {
          if (index.has(doc.id)) index.replace(doc);
          else index.add(doc);
        }
        try {
          const { eTag } = await store(index, loaded.eTag, true);
          writerCopy = { index, eTag };
          return;
        } catch (err) {
          // The copy now holds unsaved changes: drop it so the next attempt reloads.
          writerCopy = undefined;
          if (!isLostRace(err) || attempt >= WRITE_ATTEMPTS) throw err;
        }
      }
    });
  },
  rebuild(documents) {
    return serialized(async () => {
      const index = emptyIndex();
      for await (const batch of documents) index.addAll(batch);
      const { eTag, bytes } = await store(index, undefined, false);
      writerCopy = { index, eTag };
      return { documents: index.documentCount, bytes };
    });
  },
};

/** Forgets the cached copies (tests; a function keeps them for its lifetime). */
export function forgetSearchIndexCopies(): void {
  readerCopy = undefined;
  writerCopy = undefined;
}
