/**
 * The MiniSearch adapter of the candidate search (docs/architecture.md#search): two gzip objects in
 * the CV bucket, written by the indexer only.
 *
 * - The base (`SEARCH_INDEX_KEY`): every document up to change `seq`, with the index's `epoch` (a new
 *   one per full rebuild), in parts (`base-parts.ts`): a cold reader inflates its head only, and a
 *   term's postings when a search first uses them; never one JSON tree. Bases written before it (in
 *   lines, `BaseHeader`, or one JSON document) are still read.
 * - The changes (`SEARCH_CHANGES_KEY`): the documents upserted and the ids removed since `baseSeq`,
 *   each with its change number, at most `FOLD_AT` of them; a batch rewrites only this object.
 *   When it grows past that, or when a candidate is removed (an erasure must leave no copy), the
 *   writer folds everything into a new base.
 *
 * - Reader: keeps its copy in the function's memory and asks S3 for the changes object with
 *   `If-None-Match` (a 304 costs no transfer). After a change it applies only the new entries to its
 *   copy; it downloads the base again only when its copy is older than the changes' `baseSeq` or of
 *   another epoch. An object that does not decode (0 bytes, cut short, not this format) never fails
 *   a search: the reader answers from its last good copy, or, without one, from a copy built from the
 *   table; it logs `search index unreadable` (metric `SearchIndexUnreadable`, alarmed) and asks the
 *   indexer for a rebuild.
 * - Writer: applies a batch to its own copy (synchronised the same way), then puts the changes (and,
 *   when folding, first the base) with `If-Match` on the ETags it read (S3 conditional writes): a
 *   second writer would fail with 412 and retry on the new version. In the cloud the indexer also has
 *   a reserved concurrency of 1; locally one process writes, serialized by `writeChain`. An unreadable
 *   object is repaired by a rebuild from the table, the batch included.
 *
 * Terms: `text.ts` (accents folded, e-mail and joined words split, phone digits). Queries:
 * `query-tree.ts` (every word must match, each as a prefix or with one slip).
 */
import { randomUUID } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectVersionsCommand,
  type ListObjectVersionsCommandOutput,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import MiniSearch, { type Options, type Query, type SearchOptions, type SearchResult } from 'minisearch';
import { CV_KEY_PREFIXES } from '../../contract/cv-keys.js';
import { CLIENT_OPTIONS } from '../client-options.js';
import { onClientsReset } from '../clients.js';
import { optionalConfig } from '../config.js';
import { invokeAsyncOnUse as invokeAsync } from '../invoke-async-on-use.js';
import { logger } from '../log.js';
import { countEvent, traceClient } from '../observability.js';
import { cvBucket } from '../storage.js';
import {
  type BaseMeta,
  decodeParts,
  encodeParts,
  isPartsBase,
  type PartsRead,
  type Postings,
  type PostingsSource,
  stateOf,
  TermPostings,
} from './base-parts.js';
import { allCandidateDocuments } from './documents.js';
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
import { forgivesEdit, queryTree } from './query-tree.js';
import { fold, indexTerms, queryTerms } from './text.js';

/** The base object's key in the CV bucket (private, encrypted, never under the `cvs/` prefixes). */
export const SEARCH_INDEX_KEY = `${CV_KEY_PREFIXES.search}candidates.v1.json.gz`;
/** The changes object's key, beside the base. */
export const SEARCH_CHANGES_KEY = `${CV_KEY_PREFIXES.search}candidates.v1.changes.json.gz`;

/**
 * When the changes are folded into a new base: past this many entries, or this many bytes of JSON
 * (two-page CVs: ~6 KB a document). Every batch rewrites the whole changes object and every reader
 * parses it again, so its size is garbage made each second under continuous uploads (at 300
 * entries, ~2 MB of JSON a second: the soak's heap swung by 200 MB between collections); a fold,
 * written a term at a time, costs 0.4-0.8 s at 5,000 candidates, once every 50 uploads.
 */
export const FOLD_AT = { entries: 50, bytes: 300_000 } as const;

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
    fuzzy: (term) => (forgivesEdit(term) ? 1 : 0),
    combineWith: 'AND',
    boost: BOOST,
  },
};

const emptyIndex = () => new MiniSearch<SearchDocument>(OPTIONS);

/**
 * A base written before v3 (`base-parts.ts`), still read: gzip text in lines (v2), the first line
 * this header, MiniSearch's own JSON of the index without its terms, then one line per term,
 * `"term"<tab>[[fieldId, docId, freq, docId, freq...], ...]`; or (v1) one JSON document, `index` =
 * MiniSearch's `toJSON`.
 */
interface BaseHeader {
  v: 1 | 2;
  savedAt: string;
  /** Absent in objects written before the changes object existed: read as epoch '' and seq 0. */
  epoch?: string;
  seq?: number;
  /** v2: how many term lines follow (a cut object is refused, not read as a smaller index). */
  terms?: number;
  index: unknown;
}

/** One change: the document as it now is, or (`doc` absent) the id removed. */
interface Change {
  seq: number;
  id: string;
  doc?: SearchDocument;
}

/** The changes object: every change after `baseSeq` up to `seq`, the latest per id. */
interface ChangesFile {
  v: 1;
  savedAt: string;
  epoch: string;
  baseSeq: number;
  seq: number;
  changes: Change[];
}

/**
 * An index object that cannot be used: it does not decode (0 bytes, cut short, not gzip JSON of this
 * format), or the base and the changes do not fit together (a base missing, another epoch).
 */
export class SearchIndexUnreadable extends Error {
  override name = 'SearchIndexUnreadable';
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`search index object ${key} is unreadable: ${reason}`);
  }
}

function decodeJson(key: string, bytes: Uint8Array): Record<string, unknown> {
  try {
    const file = JSON.parse(gunzipSync(bytes).toString('utf8')) as unknown;
    if (typeof file !== 'object' || file === null || (file as { v?: unknown }).v !== 1)
      throw new Error('not v1');
    return file as Record<string, unknown>;
  } catch (err) {
    throw new SearchIndexUnreadable(key, `${bytes.length} bytes, ${(err as Error).message}`);
  }
}

/** A v2 base's postings: each term's line text, parsed when the term is first used. */
class LineSource implements PostingsSource {
  readonly texts: string[] = [];
  read(term: number): [number, Postings][] {
    const text = this.texts[term]!;
    this.texts[term] = '';
    return (JSON.parse(text) as number[][]).map((field) => {
      const postings: Postings = new Map();
      for (let i = 1; i < field.length; i += 2) postings.set(field[i]!, field[i + 1]!);
      return [field[0]!, postings];
    });
  }
}

/**
 * Decodes a base object into an index: v3 (`base-parts.ts`, what the writer writes: the head
 * parsed, terms and postings left to first use), or one written before it: v2 lines (a term's
 * postings kept as the line's text until first used) or a v1 document.
 *
 * @throws SearchIndexUnreadable when it does not gunzip, is cut short or is not this format.
 */
function decodeBase(bytes: Uint8Array) {
  const unreadable = (err: unknown) =>
    new SearchIndexUnreadable(SEARCH_INDEX_KEY, `${bytes.length} bytes, ${(err as Error).message}`);
  if (isPartsBase(bytes)) {
    try {
      return decodeParts(bytes, OPTIONS);
    } catch (err) {
      throw unreadable(err);
    }
  }
  let text: string;
  try {
    text = gunzipSync(bytes).toString('utf8');
  } catch (err) {
    throw unreadable(err);
  }
  try {
    const headerEnd = text.indexOf('\n') === -1 ? text.length : text.indexOf('\n');
    const header = JSON.parse(text.slice(0, headerEnd)) as BaseHeader;
    if (header?.v !== 1 && header?.v !== 2) throw new Error('not v1, v2 or v3');
    // biome-ignore lint/suspicious/noExplicitAny: MiniSearch's plain-object form is opaque by design.
    const index = MiniSearch.loadJS<SearchDocument>(header.index as any, OPTIONS);
    if (header.v === 2) {
      const terms = stateOf(index)._index;
      const source = new LineSource();
      for (let start = headerEnd + 1; start < text.length; ) {
        const found = text.indexOf('\n', start);
        const end = found === -1 ? text.length : found;
        const tab = text.indexOf('\t', start);
        if (tab === -1 || tab > end) throw new Error(`line ${source.texts.length + 1} has no postings`);
        // Sliced strings: the postings keep pointing into the object's text until parsed.
        source.texts.push(text.slice(tab + 1, end));
        terms.set(
          JSON.parse(text.slice(start, tab)) as string,
          new TermPostings(source, source.texts.length - 1),
        );
        start = end + 1;
      }
      if (source.texts.length !== header.terms)
        throw new Error(`${source.texts.length} of ${header.terms} terms`);
    }
    return {
      index,
      epoch: header.epoch ?? '',
      seq: header.seq ?? 0,
      parts: undefined as PartsRead | undefined,
    };
  } catch (err) {
    throw unreadable(err);
  }
}

/**
 * The base object's bytes (v3, `base-parts.ts`; the event loop turns between blocks, so searches
 * are answered during a fold). The index must not change until this resolves (the writer's copy:
 * writes are serialized).
 */
const encodeBase = (meta: BaseMeta, index: MiniSearch<SearchDocument>): Promise<Buffer> =>
  encodeParts(meta, index, OPTIONS.storeFields as string[]);

function decodeChanges(bytes: Uint8Array): ChangesFile {
  const file = decodeJson(SEARCH_CHANGES_KEY, bytes) as unknown as ChangesFile;
  if (
    typeof file.epoch !== 'string' ||
    !Number.isInteger(file.baseSeq) ||
    !Number.isInteger(file.seq) ||
    !Array.isArray(file.changes)
  )
    throw new SearchIndexUnreadable(SEARCH_CHANGES_KEY, 'not a changes object');
  return file;
}

const gzip = (json: string) => gzipSync(json, { level: 1 });
const gzipJson = (value: unknown) => gzip(JSON.stringify(value));

const status = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (err: unknown) => (err as { name?: string }).name === 'NoSuchKey' || status(err) === 404;
const isLostRace = (err: unknown) => status(err) === 412 || status(err) === 409;

let client: S3Client | undefined;
onClientsReset(() => {
  client = undefined;
});

/**
 * The index's own S3 client: the functions' bounded waits (`CLIENT_OPTIONS`), except that a base of
 * tens of MB may take longer than 2 s to send or to start answering.
 */
function indexS3(): S3Client {
  client ??= traceClient(
    new S3Client({
      ...CLIENT_OPTIONS,
      requestHandler: { ...CLIENT_OPTIONS.requestHandler, requestTimeout: 60_000 },
      forcePathStyle: optionalConfig('s3ForcePathStyle') === 'true',
    }),
  );
  return client;
}

type Read = { bytes: Uint8Array; eTag?: string } | 'not-modified' | 'missing';

/** GETs `key` (with `If-None-Match` on `eTag` when given). */
async function read(key: string, eTag?: string): Promise<Read> {
  try {
    const out = await indexS3().send(
      new GetObjectCommand({ Bucket: cvBucket(), Key: key, ...(eTag ? { IfNoneMatch: eTag } : {}) }),
    );
    const bytes = await out.Body!.transformToByteArray();
    if (eTag && out.ETag === eTag) return 'not-modified';
    return { bytes, eTag: out.ETag };
  } catch (err) {
    if (status(err) === 304) return 'not-modified';
    if (isMissing(err)) return 'missing';
    throw err;
  }
}

/** PUTs `body` at `key`: `If-Match` on `eTag`, `If-None-Match: *` for a first object, or unconditionally. */
async function write(key: string, body: Buffer, condition: { eTag?: string } | 'unconditional') {
  const out = await indexS3().send(
    new PutObjectCommand({
      Bucket: cvBucket(),
      Key: key,
      Body: body,
      ContentType: 'application/json',
      ContentEncoding: 'gzip',
      ...(condition === 'unconditional'
        ? {}
        : condition.eTag
          ? { IfMatch: condition.eTag }
          : { IfNoneMatch: '*' }),
    }),
  );
  return { eTag: out.ETag, versionId: out.VersionId, bytes: body.length };
}

/**
 * Deletes every version of `key` but `current` (the bucket is versioned in the cloud: an erased
 * candidate's terms must not stay in an older version for the lifecycle's day). Stores without
 * versions (the local emulator) have nothing to delete.
 */
async function eraseOlderVersions(key: string, current: string | undefined): Promise<void> {
  if (!current || current === 'null') return;
  let listed: ListObjectVersionsCommandOutput;
  try {
    listed = await indexS3().send(new ListObjectVersionsCommand({ Bucket: cvBucket(), Prefix: key }));
  } catch {
    return;
  }
  const older = [...(listed.Versions ?? []), ...(listed.DeleteMarkers ?? [])].filter(
    (v) => v.Key === key && v.VersionId && v.VersionId !== 'null' && v.VersionId !== current,
  );
  for (const v of older) {
    await indexS3().send(new DeleteObjectCommand({ Bucket: cvBucket(), Key: key, VersionId: v.VersionId }));
  }
}

/** A copy of the index in memory, at change `seq` of `epoch`, and the objects it was read from. */
interface Copy {
  index: MiniSearch<SearchDocument>;
  /** '' for an index not stored yet, or a copy built from the table. */
  epoch: string;
  seq: number;
  baseETag?: string;
  changesETag?: string;
  /** What reading the base (v3) decoded: its head, then the blocks of postings searches used. */
  parts?: PartsRead;
  /** CPU time the base's decode took (ms, this process's user + system), for the bench's rows. */
  decodeCpuMs?: number;
  /** The changes object as last read or written: its base and entries (the writer rewrites them). */
  baseSeq: number;
  changes: Change[];
}

function applyChange(index: MiniSearch<SearchDocument>, change: Change): void {
  if (change.doc) {
    if (index.has(change.id)) index.replace(change.doc);
    else index.add(change.doc);
  } else if (index.has(change.id)) index.discard(change.id);
}

/** `decodeBase`, with the CPU time it took (it runs synchronously: the process's time is its own). */
function decodeTimed(bytes: Uint8Array) {
  const before = process.cpuUsage();
  const base = decodeBase(bytes);
  const spent = process.cpuUsage(before);
  return { ...base, decodeCpuMs: (spent.user + spent.system) / 1000 };
}

/**
 * `copy` brought up to date with the stored objects: itself when the changes object did not move
 * (304), itself with the new entries applied when it is recent enough, else the base downloaded
 * and decoded with the changes applied; an empty index when nothing is stored yet.
 *
 * @throws SearchIndexUnreadable when an object does not decode or the two do not fit together;
 *   S3's errors (timeouts, throttling) as they are.
 */
async function syncOnce(copy: Copy | undefined): Promise<Copy> {
  const c = await read(SEARCH_CHANGES_KEY, copy?.changesETag);
  if (c === 'not-modified' && copy) return copy;
  if (c === 'missing' || c === 'not-modified') {
    // No changes object: nothing stored yet, or a base written before the changes existed.
    const unchanged = copy && !copy.changesETag && copy.baseETag;
    const b = await read(SEARCH_INDEX_KEY, unchanged ? copy.baseETag : undefined);
    if (b === 'not-modified' && copy) return copy;
    if (b === 'missing' || b === 'not-modified')
      return { index: emptyIndex(), epoch: '', seq: 0, baseSeq: 0, changes: [] };
    const base = decodeTimed(b.bytes);
    return { ...base, baseETag: b.eTag, baseSeq: base.seq, changes: [] };
  }
  const changes = decodeChanges(c.bytes);
  let next: Copy;
  if (copy && copy.epoch === changes.epoch && copy.seq >= changes.baseSeq) {
    next = copy;
  } else {
    const b = await read(SEARCH_INDEX_KEY);
    if (b === 'missing' || b === 'not-modified')
      throw new SearchIndexUnreadable(SEARCH_INDEX_KEY, 'missing beside its changes');
    const base = decodeTimed(b.bytes);
    if (base.epoch !== changes.epoch || base.seq < changes.baseSeq)
      throw new SearchIndexUnreadable(SEARCH_CHANGES_KEY, 'does not fit the base (another epoch or older)');
    next = { ...base, baseETag: b.eTag, baseSeq: base.seq, changes: [] };
  }
  for (const change of changes.changes) if (change.seq > next.seq) applyChange(next.index, change);
  next.seq = Math.max(next.seq, changes.seq);
  next.baseSeq = changes.baseSeq;
  next.changes = changes.changes;
  next.changesETag = c.eTag;
  return next;
}

/**
 * `syncOnce`, tried again on an unreadable object: a rebuild writes the base, then the changes, so a
 * reader between the two sees a pair that does not fit; a store without atomic overwrites can serve
 * an object mid-write. Only what stays unreadable past the attempts is reported.
 */
async function sync(copy: Copy | undefined): Promise<Copy> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await syncOnce(copy);
    } catch (err) {
      if (!(err instanceof SearchIndexUnreadable) || attempt >= 3) throw err;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
}

/** Logs the alarm-worthy error (docs/operations.md#observability) for `err`, seen by `side`. */
function reportUnreadable(err: SearchIndexUnreadable, side: 'reader' | 'writer'): void {
  logger.error('search index unreadable', { key: err.key, reason: err.message, side });
  countEvent('SearchIndexUnreadable');
}

/** A copy built from the table (every listed candidate): the slower path of a reader without one. */
async function copyFromTable(): Promise<Copy> {
  const index = emptyIndex();
  for await (const batch of allCandidateDocuments()) index.addAll(batch);
  return { index, epoch: '', seq: -1, baseSeq: 0, changes: [] };
}

/** A field's place in `SEARCH_FIELDS` (most specific first). */
const FIELD_ORDER: Record<string, number> = Object.fromEntries(SEARCH_FIELDS.map((f, i) => [f, i]));

/**
 * Where a result matched, as shown: for each matched term its most specific field, then the least
 * specific of those (the term that only the CV's text holds is why the candidate was found). Read
 * for every hit of a search (~17,000 at 20,000 candidates), so it allocates nothing.
 */
function fieldOf(match: Record<string, string[]>): SearchField {
  let shown = 0;
  for (const term in match) {
    let best = -1;
    for (const f of match[term]!) {
      const i = FIELD_ORDER[f];
      if (i !== undefined && (best < 0 || i < best)) best = i;
    }
    if (best > shown) shown = best;
  }
  return SEARCH_FIELDS[shown]!;
}

function passes(stored: Stored, filter: SearchFilter): boolean {
  if (filter.status && stored.status !== filter.status) return false;
  if (filter.fromIso && stored.createdAt < filter.fromIso) return false;
  if (filter.toIso && stored.createdAt >= filter.toIso) return false;
  if (filter.skill) {
    const want = fold(filter.skill.trim());
    if (!(stored.skills ?? []).some((s) => fold(s) === want)) return false;
  }
  return true;
}

/**
 * Orders ISO 8601 instants and ids (ASCII in one shape) as `localeCompare` does, without the
 * collator: a search matching most of a 20,000-candidate pool sorts ~17,000 hits, many tied on
 * score (sorting them: 4.0-6.4 ms of CPU against 5.1-17.6 ms with `localeCompare`, 2026-11-28).
 */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Score, then newest first, then id (the order within a tier). */
const byScore = (a: SearchHit, b: SearchHit) =>
  b.score - a.score || byCodeUnits(b.createdAt, a.createdAt) || byCodeUnits(b.id, a.id);

/** Whether every query word is the start of a matched term (the hit needs no slip forgiven). */
function asTyped(terms: readonly string[], words: readonly string[]): boolean {
  for (const w of words) {
    let found = false;
    for (const t of terms)
      if (t.startsWith(w)) {
        found = true;
        break;
      }
    if (!found) return false;
  }
  return true;
}

/** The two tiers in order: hits as typed first, then those found by forgiving a slip. */
function ranked(tiers: [SearchHit[], SearchHit[]]): SearchHit[] {
  return tiers[0].sort(byScore).concat(tiers[1].sort(byScore));
}

/**
 * Ranks MiniSearch results: those that match every query word as typed (`words`, each the start of
 * an indexed term) before those found only by forgiving a slip (issue 38: "Brain" finds a CV saying
 * "brain" before Brian's name), then score, then newest first.
 */
export function rank(results: SearchResult[], words: readonly string[] = []): SearchHit[] {
  const tiers: [SearchHit[], SearchHit[]] = [[], []];
  for (const r of results)
    tiers[asTyped(r.terms, words) ? 0 : 1].push({
      id: r.id as string,
      score: r.score,
      createdAt: (r.createdAt as string) ?? '',
      name: (r.name as string) ?? '',
      field: fieldOf(r.match),
      terms: r.terms,
    });
  return ranked(tiers);
}

/** One document's match as MiniSearch's query execution leaves it (before `search` shapes it). */
interface RawMatch {
  score: number;
  /** The query terms it matched (MiniSearch multiplies the score by their count). */
  terms: string[];
  /** Indexed term → the fields it was found in. */
  match: Record<string, string[]>;
}
/** MiniSearch 7's query execution (`search` runs it, then builds a result object per document). */
type Executes = { executeQuery(query: Query, options: SearchOptions): Map<number, RawMatch> };

/**
 * The ranked hits of `query` in `index` that pass `filter` (the reader's search, and the unit tests'
 * over an index built in memory with `baseFormat.options`). The same hits, scores and order as
 * `rank(index.search(…))`, without `search`'s result object per document, its stored fields copied
 * onto it and its sort before ours: at 20,000 candidates a search matching most of them (project42,
 * example.com) spent about two thirds of its CPU there (2026-11-28).
 */
export function searchIndex(
  index: MiniSearch<SearchDocument>,
  query: string,
  filter: SearchFilter,
): SearchHit[] {
  const tree = queryTree(query);
  if (!tree) return [];
  const raw = (index as unknown as Executes).executeQuery(tree, {});
  const state = stateOf(index);
  const words = queryTerms(query);
  const filtered = Boolean(filter.status || filter.fromIso || filter.toIso || filter.skill);
  const tiers: [SearchHit[], SearchHit[]] = [[], []];
  for (const [shortId, r] of raw) {
    const stored = (state._storedFields.get(shortId) ?? {}) as Partial<Stored>;
    if (filtered && !passes(stored as Stored, filter)) continue;
    const terms = Object.keys(r.match);
    tiers[asTyped(terms, words) ? 0 : 1].push({
      id: state._documentIds.get(shortId)!,
      score: r.score * (r.terms.length || 1),
      createdAt: stored.createdAt ?? '',
      name: stored.name ?? '',
      field: fieldOf(r.match),
      terms,
    });
  }
  return ranked(tiers);
}

let readerCopy: Copy | undefined;
let readerRefresh: Promise<Copy> | undefined;
/** Until when a reader that found the index unreadable answers from its copy without asking S3. */
let readerPausedUntil = 0;
/** When this reader last asked the indexer for a rebuild. */
let rebuildAskedAt = 0;

/** How long a reader answers from its copy after an unreadable object before reading again (ms). */
const UNREADABLE_PAUSE_MS = 5_000;
/** How often one reader asks the indexer for a rebuild while the index stays unreadable (ms). */
const REBUILD_ASK_EVERY_MS = 60_000;

/**
 * Asks the indexer (`eventFunctions.searchIndexer`, the one writer) for a full rebuild, at most once
 * a minute per reader while the index stays unreadable (a readable read in between resets the wait). Never throws: the search is answered either way, and the writer also repairs
 * on its next batch.
 */
async function askForRebuild(): Promise<void> {
  const functionName = optionalConfig('searchIndexerFunctionName');
  if (!functionName || Date.now() - rebuildAskedAt < REBUILD_ASK_EVERY_MS) return;
  rebuildAskedAt = Date.now();
  try {
    await invokeAsync(functionName, { reindex: true });
  } catch (err) {
    logger.error('search index rebuild not requested', { reason: (err as Error).message });
  }
}

/**
 * The reader's copy, brought up to date (one refresh in flight at a time). An unreadable object, or
 * S3 failing while a copy exists, answers the last good copy; without one, a copy built from the table.
 */
function readerCopyNow(): Promise<Copy> {
  if (readerCopy && Date.now() < readerPausedUntil) return Promise.resolve(readerCopy);
  readerRefresh ??= (async () => {
    try {
      readerCopy = await sync(readerCopy);
      // A readable index ends the wait between asks: a later break asks for its own rebuild at once.
      rebuildAskedAt = 0;
    } catch (err) {
      const unreadable = err instanceof SearchIndexUnreadable;
      if (!unreadable && !readerCopy) throw err;
      readerPausedUntil = Date.now() + UNREADABLE_PAUSE_MS;
      if (unreadable) {
        reportUnreadable(err, 'reader');
        void askForRebuild();
      } else logger.warn('search index not refreshed: answering from the last copy', { reason: String(err) });
      readerCopy ??= await copyFromTable();
    }
    return readerCopy;
  })().finally(() => {
    readerRefresh = undefined;
  });
  return readerRefresh;
}

/** The read side: searches the reader's copy (see `readerCopyNow`). */
export const miniSearchReader: CandidateSearch = {
  async search(query, filter) {
    if (queryTerms(query).length === 0) return [];
    const { index } = await readerCopyNow();
    return searchIndex(index, query, filter);
  },
};

let writerCopy: Copy | undefined;
let writeChain: Promise<unknown> = Promise.resolve();

/** Runs `work` after the writes queued before it in this process (one writer at a time). */
function serialized<T>(work: () => Promise<T>): Promise<T> {
  const next = writeChain.then(work, work);
  writeChain = next.catch(() => undefined);
  return next;
}

/** Attempts of a conditional write before giving up (another writer kept winning). */
const WRITE_ATTEMPTS = 5;

/**
 * Writes `copy` as a new base at its `seq`, then the changes object holding `entries` (the batch
 * just applied, so readers that were current before it need not download the base). Removed
 * documents are vacuumed first: their terms leave the stored object, not only the results.
 */
async function foldIntoBase(copy: Copy, entries: Change[], seqBefore: number, erase: boolean): Promise<void> {
  if (copy.index.dirtCount > 0) await copy.index.vacuum({ batchSize: Number.MAX_SAFE_INTEGER });
  if (!copy.epoch) copy.epoch = randomUUID();
  const base = await write(
    SEARCH_INDEX_KEY,
    await encodeBase({ savedAt: new Date().toISOString(), epoch: copy.epoch, seq: copy.seq }, copy.index),
    { eTag: copy.baseETag },
  );
  copy.baseETag = base.eTag;
  const changes = await write(
    SEARCH_CHANGES_KEY,
    gzipJson({
      v: 1,
      savedAt: new Date().toISOString(),
      epoch: copy.epoch,
      baseSeq: seqBefore,
      seq: copy.seq,
      changes: entries,
    } satisfies ChangesFile),
    { eTag: copy.changesETag },
  );
  copy.changesETag = changes.eTag;
  copy.baseSeq = seqBefore;
  copy.changes = entries;
  if (erase) {
    await eraseOlderVersions(SEARCH_INDEX_KEY, base.versionId);
    await eraseOlderVersions(SEARCH_CHANGES_KEY, changes.versionId);
  }
}

/** Writes the whole of `index` as a new epoch (base, then empty changes), unconditionally. */
async function storeNewEpoch(index: MiniSearch<SearchDocument>): Promise<{ copy: Copy; bytes: number }> {
  const epoch = randomUUID();
  const savedAt = new Date().toISOString();
  const base = await write(
    SEARCH_INDEX_KEY,
    await encodeBase({ savedAt, epoch, seq: 0 }, index),
    'unconditional',
  );
  const changes = await write(
    SEARCH_CHANGES_KEY,
    gzipJson({ v: 1, savedAt, epoch, baseSeq: 0, seq: 0, changes: [] } satisfies ChangesFile),
    'unconditional',
  );
  await eraseOlderVersions(SEARCH_INDEX_KEY, base.versionId);
  await eraseOlderVersions(SEARCH_CHANGES_KEY, changes.versionId);
  return {
    copy: { index, epoch, seq: 0, baseETag: base.eTag, changesETag: changes.eTag, baseSeq: 0, changes: [] },
    bytes: base.bytes,
  };
}

async function rebuildFrom(documents: AsyncIterable<SearchDocument[]>) {
  const index = emptyIndex();
  for await (const batch of documents) index.addAll(batch);
  const { copy, bytes } = await storeNewEpoch(index);
  writerCopy = copy;
  return { documents: index.documentCount, bytes };
}

/** The write side. */
export const miniSearchWriter: CandidateIndexWriter = {
  apply(changes: IndexChanges) {
    return serialized(async () => {
      for (let attempt = 1; ; attempt++) {
        let copy: Copy;
        try {
          copy = await sync(writerCopy);
        } catch (err) {
          if (!(err instanceof SearchIndexUnreadable)) throw err;
          // Repair: the table holds this batch too.
          reportUnreadable(err, 'writer');
          writerCopy = undefined;
          const rebuilt = await rebuildFrom(allCandidateDocuments());
          logger.info('search index rebuilt after an unreadable object', rebuilt);
          return;
        }
        const seqBefore = copy.seq;
        const entries: Change[] = [];
        // A document stored anywhere: in the base or in a pending change.
        const removed = changes.remove.filter(
          (id) => copy.index.has(id) || copy.changes.some((c) => c.id === id && c.doc),
        );
        for (const id of removed) {
          if (copy.index.has(id)) copy.index.discard(id);
          entries.push({ seq: ++copy.seq, id });
        }
        for (const doc of changes.upsert) {
          const change = { seq: ++copy.seq, id: doc.id, doc };
          applyChange(copy.index, change);
          entries.push(change);
        }
        if (entries.length === 0) return;
        try {
          const touched = new Set(entries.map((e) => e.id));
          const pending = [...copy.changes.filter((c) => !touched.has(c.id)), ...entries];
          const json =
            removed.length === 0 && copy.changesETag && copy.baseETag && pending.length <= FOLD_AT.entries
              ? JSON.stringify({
                  v: 1,
                  savedAt: new Date().toISOString(),
                  epoch: copy.epoch,
                  baseSeq: copy.baseSeq,
                  seq: copy.seq,
                  changes: pending,
                } satisfies ChangesFile)
              : undefined;
          if (json && json.length <= FOLD_AT.bytes) {
            const out = await write(SEARCH_CHANGES_KEY, gzip(json), { eTag: copy.changesETag });
            copy.changesETag = out.eTag;
            copy.changes = pending;
          } else {
            await foldIntoBase(copy, entries, seqBefore, removed.length > 0);
          }
          writerCopy = copy;
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
    return serialized(() => rebuildFrom(documents));
  },
};

/** The base's encoding, for tests (`test/unit/search-base.test.ts`). */
export const baseFormat = { encode: encodeBase, decode: decodeBase, options: OPTIONS };

/**
 * The reader's base as read: its bytes, its head's, and the compressed bytes of postings inflated
 * since (the bench's cold rows: what a cold search downloads and decodes). `undefined` without a
 * copy read from a v3 base.
 */
export function readerBaseRead() {
  const parts = readerCopy?.parts;
  return (
    parts && {
      bytes: parts.bytes,
      headBytes: parts.headBytes,
      blocks: parts.blocks,
      inflatedBlocks: parts.inflatedBlocks(),
      inflatedBytes: parts.inflatedBytes(),
      documentsRead: parts.documentsRead(),
      decodeCpuMs: readerCopy?.decodeCpuMs ?? 0,
    }
  );
}

/**
 * Forgets the cached copies, both or the reader's only (tests and the bench's cold searches; a
 * function keeps them for its lifetime).
 */
export function forgetSearchIndexCopies(which: 'both' | 'reader' = 'both'): void {
  readerCopy = undefined;
  if (which === 'both') writerCopy = undefined;
  readerPausedUntil = 0;
}
