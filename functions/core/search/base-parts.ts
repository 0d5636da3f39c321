/**
 * The search base object in parts (v3, docs/architecture.md#index-layout-and-writer): what a cold
 * reader decodes is the head only (the documents and the sorted term list); each term's postings
 * stay compressed bytes until a search, a change or a fold touches that term, and the term tree is
 * built a node at a time as searches walk it.
 *
 * Layout: gzip members one after another (so the whole object still gunzips, to the head's JSON
 * followed by the binary postings):
 * 1. a stored (level 0) member of `PREFIX_CHARS` ASCII: `CSI3` and the byte length of member 2;
 * 2. the head (`Head`): JSON of the index's numbers, the documents in columns, the terms in
 *    code-unit order with each term's postings length, and the blocks' lengths;
 * 3. the blocks: each one gzip member of ~`BLOCK_BYTES` of postings, a term's postings in one block:
 *    `varint fields`, then per field `varint fieldId, varint n`, then n × `varint docId delta,
 *    varint frequency` (documents in ascending short id).
 *
 * At 20,000 two-page CVs the postings are ~95 % of the index: a cold reader inflates ~1.5 MB of
 * head instead of 26 MB of lines and builds no tree node nor posting list it does not search.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import MiniSearch, { type Options } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import type { SearchDocument } from './engine.js';

/** Field id → short document id → frequency: MiniSearch's postings of one term. */
export type Postings = Map<number, number>;
type TermData = Map<number, Postings>;

/** Where a term's postings come from until first read (a v3 block, or a v2 line's text). */
export interface PostingsSource {
  read(term: number): [number, Postings][];
  /** The stored bytes of `term`'s postings (v3 only), copied as they are into the next base. */
  raw?(term: number): Uint8Array;
}

/**
 * A Map filled when first used: every Map method first runs `fill` once and keeps its entries, so
 * MiniSearch sees an ordinary Map (a term's postings, a node of the term tree, the id table).
 */
class FilledOnUse<K, V> extends Map<K, V> {
  #fill: (() => Iterable<readonly [K, V]>) | undefined;
  constructor(fill: () => Iterable<readonly [K, V]>) {
    super();
    this.#fill = fill;
  }
  /** Whether `fill` has run (or `clear` made it needless). */
  protected get filled(): boolean {
    return this.#fill === undefined;
  }
  #ready(): void {
    const fill = this.#fill;
    if (!fill) return;
    this.#fill = undefined;
    for (const [key, value] of fill()) super.set(key, value);
  }
  override get size() {
    this.#ready();
    return super.size;
  }
  override get(key: K) {
    this.#ready();
    return super.get(key);
  }
  override has(key: K) {
    this.#ready();
    return super.has(key);
  }
  override set(key: K, value: V) {
    this.#ready();
    return super.set(key, value);
  }
  override delete(key: K) {
    this.#ready();
    return super.delete(key);
  }
  override clear() {
    this.#fill = undefined;
    super.clear();
  }
  override forEach(fn: (value: V, key: K, map: Map<K, V>) => void, self?: unknown) {
    this.#ready();
    super.forEach(fn, self);
  }
  override entries() {
    this.#ready();
    return super.entries();
  }
  override keys() {
    this.#ready();
    return super.keys();
  }
  override values() {
    this.#ready();
    return super.values();
  }
  override [Symbol.iterator]() {
    return this.entries();
  }
}

/**
 * One term's postings as stored: kept unread until a search, a change or a fold first touches them,
 * then decoded once.
 */
export class TermPostings extends FilledOnUse<number, Postings> {
  readonly #source: PostingsSource;
  readonly #term: number;
  constructor(source: PostingsSource, term: number) {
    super(() => source.read(term));
    this.#source = source;
    this.#term = term;
  }
  /** The stored bytes while nothing has read them (a v3 source), else `undefined`. */
  get unreadBytes(): Uint8Array | undefined {
    return this.filled ? undefined : this.#source.raw?.(this.#term);
  }
}

/** MiniSearch's radix tree node: edge label → child, `''` → the term's data. */
type TreeNode = Map<string, unknown>;
const LEAF = '';

/**
 * A node of the term tree over sorted terms `[lo, hi)` that share their first `depth` code units,
 * built on first use: its edges group the terms by their next code unit, each child one more lazy
 * node. A cold search so builds the nodes on its paths only (a prefix's subtree, a fuzzy walk's
 * pruned branches), not the ~120,000 terms' tree of a 20,000-candidate pool.
 */
class LazyNode extends FilledOnUse<string, unknown> {
  constructor(terms: SortedTerms, lo: number, hi: number, depth: number) {
    super(() => nodeEdges(terms, lo, hi, depth));
  }
}

/** The edges of the node over sorted terms `[lo, hi)` sharing their first `depth` code units. */
function nodeEdges(terms: SortedTerms, lo: number, hi: number, depth: number): [string, unknown][] {
  const { text, starts } = terms;
  const length = (i: number) => starts[i + 1]! - starts[i]! - 1;
  const unitAt = (i: number, at: number) => text.charCodeAt(starts[i]! + at);
  const edges: [string, unknown][] = [];
  let i = lo;
  if (i < hi && length(i) === depth) edges.push([LEAF, new TermPostings(terms.source, i++)]);
  while (i < hi) {
    const unit = unitAt(i, depth);
    let j = i + 1;
    while (j < hi && unitAt(j, depth) === unit) j++;
    // The edge runs as far as the group's first and last terms agree (sorted: so do all between).
    const last = j - 1;
    const max = Math.min(length(i), length(last));
    let end = depth + 1;
    while (end < max && unitAt(i, end) === unitAt(last, end)) end++;
    edges.push([text.slice(starts[i]! + depth, starts[i]! + end), new LazyNode(terms, i, j, end)]);
    i = j;
  }
  return edges;
}

/**
 * A Map of one per-document table of a read base (`_documentIds`, `_fieldLength`, `_storedFields`)
 * answered from the head's columns: a document's value is built when first read, so a cold search
 * builds those of the documents it scores, not 20,000 of each. Changes after the read (a reader's
 * pending changes, the writer's batch) go to the Map itself: a set or delete retires the column's row.
 * Iterates the column's live rows in order (ascending short id), then what was set since.
 */
class ColumnMap<V> extends Map<number, V> {
  readonly #keys: readonly number[];
  readonly #value: (row: number) => V;
  /** Short id → row + 1 (0: not in the column). */
  readonly #rowOf: Int32Array;
  readonly #live: Uint8Array;
  readonly #cache: (V | undefined)[];
  #liveRows: number;
  /** Values built from the column so far. */
  built = 0;
  constructor(keys: readonly number[], value: (row: number) => V) {
    super();
    this.#keys = keys;
    this.#value = value;
    let max = -1;
    for (const k of keys) if (k > max) max = k;
    this.#rowOf = new Int32Array(max + 1);
    keys.forEach((k, row) => {
      this.#rowOf[k] = row + 1;
    });
    this.#live = new Uint8Array(keys.length).fill(1);
    this.#cache = new Array(keys.length);
    this.#liveRows = keys.length;
  }
  /** The live row of `key`, or -1. */
  #row(key: number): number {
    const row = (Number.isInteger(key) && key >= 0 && key < this.#rowOf.length ? this.#rowOf[key]! : 0) - 1;
    return row >= 0 && this.#live[row] ? row : -1;
  }
  #at(row: number): V {
    let value = this.#cache[row];
    if (value === undefined) {
      value = this.#value(row);
      this.#cache[row] = value;
      this.built++;
    }
    return value;
  }
  #retire(row: number): void {
    this.#live[row] = 0;
    this.#cache[row] = undefined;
    this.#liveRows--;
  }
  override get size() {
    return super.size + this.#liveRows;
  }
  override get(key: number) {
    if (super.has(key)) return super.get(key);
    const row = this.#row(key);
    return row < 0 ? undefined : this.#at(row);
  }
  override has(key: number) {
    return super.has(key) || this.#row(key) >= 0;
  }
  override set(key: number, value: V) {
    const row = this.#row(key);
    if (row >= 0) this.#retire(row);
    return super.set(key, value);
  }
  override delete(key: number) {
    if (super.delete(key)) return true;
    const row = this.#row(key);
    if (row < 0) return false;
    this.#retire(row);
    return true;
  }
  override clear() {
    this.#live.fill(0);
    this.#cache.length = 0;
    this.#liveRows = 0;
    super.clear();
  }
  *#all(): Generator<[number, V]> {
    for (let row = 0; row < this.#keys.length; row++)
      if (this.#live[row]) yield [this.#keys[row]!, this.#at(row)];
    yield* super.entries();
  }
  override forEach(fn: (value: V, key: number, map: Map<number, V>) => void, self?: unknown) {
    for (const [k, v] of this.#all()) fn.call(self, v, k, this);
  }
  override entries() {
    return this.#all() as unknown as MapIterator<[number, V]>;
  }
  override keys() {
    return (function* (all) {
      for (const [k] of all) yield k;
    })(this.#all()) as unknown as MapIterator<number>;
  }
  override values() {
    return (function* (all) {
      for (const [, v] of all) yield v;
    })(this.#all()) as unknown as MapIterator<V>;
  }
  override [Symbol.iterator]() {
    return this.entries();
  }
}

/**
 * MiniSearch's id → short id Map of a read base, filled from the head's columns when first used (a
 * reader's changes, the writer's batch: `has`, `replace`, `discard`); a search never reads it.
 */
class LazyIdMap extends FilledOnUse<string, number> {
  constructor(ids: readonly string[], shortIds: readonly number[]) {
    super(() => ids.map((id, row) => [id, shortIds[row]!] as const));
  }
}

/**
 * The sorted terms as one text, a term a line: read without a string per term (at 20,000 CVs the
 * head's ~121,000 terms as a JSON array were a third of a cold decode's CPU, with the garbage they
 * made); a node builds its edges' labels, a term's string is never needed whole.
 */
interface SortedTerms {
  text: string;
  /** Where each term starts in `text`, and one past the last term's end (`count + 1` entries). */
  starts: Uint32Array;
  source: PostingsSource;
}

/**
 * Where each of `count` terms starts in `text` (terms joined by `\n`), checking they are in
 * code-unit order: the lazy tree's edges rely on it.
 *
 * @throws Error when `text` does not hold `count` terms or they are out of order.
 */
function termStarts(text: string, count: number): Uint32Array {
  const starts = new Uint32Array(count + 1);
  if (count === 0) {
    if (text !== '') throw new Error('terms without postings');
    return starts;
  }
  let at = 0;
  for (let i = 0; i < count; i++) {
    starts[i] = at;
    const newline = text.indexOf('\n', at);
    if (newline === -1 && i < count - 1) throw new Error(`${i + 1} of ${count} terms`);
    at = newline === -1 ? text.length + 1 : newline + 1;
  }
  starts[count] = at;
  if (at !== text.length + 1) throw new Error(`more than ${count} terms`);
  for (let i = 1; i < count; i++) {
    const a = starts[i - 1]!;
    const b = starts[i]!;
    const aLength = b - 1 - a;
    const bLength = starts[i + 1]! - 1 - b;
    const common = Math.min(aLength, bLength);
    let k = 0;
    while (k < common && text.charCodeAt(a + k) === text.charCodeAt(b + k)) k++;
    const inOrder = k < common ? text.charCodeAt(a + k) < text.charCodeAt(b + k) : aLength < bLength;
    if (!inOrder) throw new Error(`terms out of order at ${i}`);
  }
  return starts;
}

/** A term tree (MiniSearch's `SearchableMap`) over `terms`, built as used. */
function lazyTermTree(terms: SortedTerms): SearchableMap<TermData> {
  const count = terms.starts.length - 1;
  return new SearchableMap<TermData>(new LazyNode(terms, 0, count, 0) as TreeNode as never);
}

/** The parts of MiniSearch's state the base is written from and read into (MiniSearch 7). */
export interface MiniSearchState {
  _index: SearchableMap<TermData>;
  _documentCount: number;
  _nextId: number;
  _documentIds: Map<number, string>;
  _idToShortId: Map<string, number>;
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, (number | null)[]>;
  _avgFieldLength: number[];
  _storedFields: Map<number, Record<string, unknown> | undefined>;
  _dirtCount: number;
}

export const stateOf = (index: MiniSearch<SearchDocument>) => index as unknown as MiniSearchState;

/** The v3 head: the index's numbers, its documents in columns, its terms and where their postings are. */
interface Head {
  /** 4: the terms as `termText`; 3 (written until 2026-11-28, still read): as `terms`. */
  v: 3 | 4;
  savedAt: string;
  epoch: string;
  seq: number;
  documentCount: number;
  nextId: number;
  dirtCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Per document (same order in each column): short id, id, field lengths (one per field id). */
  shortIds: number[];
  ids: string[];
  fieldLength: (number | null)[];
  /** Stored fields, one column per name; `null` where a document has none. */
  stored: Record<string, unknown[]>;
  /** Terms in code-unit order, joined by `\n` (v4) or as an array (v3), and each one's postings length in bytes. */
  termText?: string;
  terms?: string[];
  termBytes: number[];
  /** Terms per block and each block's compressed length. */
  blockTerms: number[];
  blockBytes: number[];
}

export interface BaseMeta {
  savedAt: string;
  epoch: string;
  seq: number;
}

const MAGIC = 'CSI3';
/** `CSI3` and the head member's length in 12 digits. */
const PREFIX_CHARS = 16;
/** Bytes of the stored gzip member that carries the prefix (fixed: header, one stored block, trailer). */
const PREFIX_BYTES = gzipSync(MAGIC.padEnd(PREFIX_CHARS, '0'), { level: 0 }).length;
/** Postings per block before compression: one block is inflated to read any of its terms. */
export const BLOCK_BYTES = 32 * 1024;

/** True when `bytes` starts as a v3 base does. */
export function isPartsBase(bytes: Uint8Array): boolean {
  if (bytes.length < PREFIX_BYTES) return false;
  try {
    return gunzipSync(bytes.subarray(0, PREFIX_BYTES)).toString('latin1').startsWith(MAGIC);
  } catch {
    return false;
  }
}

/** A growing byte buffer of unsigned LEB128 varints. */
class VarintWriter {
  buf = Buffer.allocUnsafe(1 << 16);
  length = 0;
  #room(n: number) {
    if (this.length + n <= this.buf.length) return;
    const next = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.length + n));
    this.buf.copy(next, 0, 0, this.length);
    this.buf = next;
  }
  uint(value: number): void {
    this.#room(10);
    let v = value;
    while (v >= 0x80) {
      this.buf[this.length++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    this.buf[this.length++] = v;
  }
  bytes(data: Uint8Array): void {
    this.#room(data.length);
    this.buf.set(data, this.length);
    this.length += data.length;
  }
  take(): Buffer {
    const out = Buffer.from(this.buf.subarray(0, this.length));
    this.length = 0;
    return out;
  }
}

function writePostings(out: VarintWriter, data: TermData): void {
  out.uint(data.size);
  for (const [fieldId, postings] of data) {
    out.uint(fieldId);
    out.uint(postings.size);
    const docs = [...postings.keys()].sort((a, b) => a - b);
    let previous = 0;
    for (const doc of docs) {
      out.uint(doc - previous);
      out.uint(postings.get(doc)!);
      previous = doc;
    }
  }
}

function readPostings(bytes: Uint8Array, start: number, end: number): [number, Postings][] {
  let at = start;
  const uint = () => {
    let value = 0;
    let scale = 1;
    for (;;) {
      if (at >= end) throw new Error('postings cut short');
      const byte = bytes[at++]!;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 0x80;
    }
  };
  const fields: [number, Postings][] = [];
  for (let f = uint(); f > 0; f--) {
    const fieldId = uint();
    const postings: Postings = new Map();
    let doc = 0;
    for (let n = uint(); n > 0; n--) {
      doc += uint();
      postings.set(doc, uint());
    }
    fields.push([fieldId, postings]);
  }
  if (at !== end) throw new Error('postings longer than stored');
  return fields;
}

/** Lets the event loop turn (searches answered while a writer encodes a base). */
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The v3 bytes of `index` (see the module's comment). Terms never read are copied as stored bytes;
 * the event loop turns between blocks. The index must not change until this resolves.
 */
export async function encodeParts(meta: BaseMeta, index: MiniSearch<SearchDocument>, storeFields: string[]) {
  const state = stateOf(index);
  const entries = [...state._index] as [string, TermData][];
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const fieldCount = state._avgFieldLength.length;
  const head: Head = {
    v: 4,
    ...meta,
    documentCount: state._documentCount,
    nextId: state._nextId,
    dirtCount: state._dirtCount,
    fieldIds: state._fieldIds,
    averageFieldLength: state._avgFieldLength,
    shortIds: [],
    ids: [],
    fieldLength: [],
    stored: Object.fromEntries(storeFields.map((f) => [f, [] as unknown[]])),
    termBytes: [],
    blockTerms: [],
    blockBytes: [],
  };
  for (const [shortId, id] of state._documentIds) {
    head.shortIds.push(shortId);
    head.ids.push(id);
    const lengths = state._fieldLength.get(shortId) ?? [];
    for (let f = 0; f < fieldCount; f++) head.fieldLength.push(lengths[f] ?? null);
    const stored = state._storedFields.get(shortId);
    for (const f of storeFields) head.stored[f]!.push(stored?.[f] ?? null);
  }
  const terms: string[] = [];
  const blocks: Buffer[] = [];
  const out = new VarintWriter();
  let inBlock = 0;
  const closeBlock = async () => {
    const block = gzipSync(out.take(), { level: 1 });
    blocks.push(block);
    head.blockTerms.push(inBlock);
    head.blockBytes.push(block.length);
    inBlock = 0;
    await yieldTurn();
  };
  for (const [term, data] of entries) {
    const before = out.length;
    const stored = data instanceof TermPostings ? data.unreadBytes : undefined;
    if (stored) out.bytes(stored);
    else writePostings(out, data);
    // A term is a run of letters, digits and joiners (text.ts): never a line break.
    if (term.includes('\n')) throw new Error('a term holds a line break');
    terms.push(term);
    head.termBytes.push(out.length - before);
    inBlock++;
    if (out.length >= BLOCK_BYTES) await closeBlock();
  }
  if (inBlock > 0) await closeBlock();
  head.termText = terms.join('\n');
  const headBytes = gzipSync(JSON.stringify(head), { level: 1 });
  const prefix = gzipSync(`${MAGIC}${String(headBytes.length).padStart(PREFIX_CHARS - MAGIC.length, '0')}`, {
    level: 0,
  });
  return Buffer.concat([prefix, headBytes, ...blocks]);
}

/** The postings of a v3 base: blocks inflated on first use and kept (their bytes are the copy). */
class BlockSource implements PostingsSource {
  readonly #bytes: Uint8Array;
  readonly #blockStart: number[];
  readonly #blockEnd: number[];
  readonly #inflated: (Buffer | undefined)[];
  readonly #termBlock: Uint32Array;
  readonly #termStart: Uint32Array;
  readonly #termEnd: Uint32Array;
  constructor(bytes: Uint8Array, at: number, head: Head) {
    this.#bytes = bytes;
    this.#blockStart = [];
    this.#blockEnd = [];
    for (const length of head.blockBytes) {
      this.#blockStart.push(at);
      at += length;
      this.#blockEnd.push(at);
    }
    if (at !== bytes.length) throw new Error(`${bytes.length} bytes, the head says ${at}`);
    this.#inflated = new Array(head.blockBytes.length);
    const count = head.termBytes.length;
    this.#termBlock = new Uint32Array(count);
    this.#termStart = new Uint32Array(count);
    this.#termEnd = new Uint32Array(count);
    let term = 0;
    head.blockTerms.forEach((terms, block) => {
      let offset = 0;
      for (let k = 0; k < terms; k++, term++) {
        this.#termBlock[term] = block;
        this.#termStart[term] = offset;
        offset += head.termBytes[term]!;
        this.#termEnd[term] = offset;
      }
    });
    if (term !== count) throw new Error(`${term} of ${count} terms in the blocks`);
  }
  #block(term: number): Buffer {
    const block = this.#termBlock[term]!;
    let inflated = this.#inflated[block];
    if (!inflated) {
      inflated = gunzipSync(this.#bytes.subarray(this.#blockStart[block], this.#blockEnd[block]));
      this.#inflated[block] = inflated;
    }
    return inflated;
  }
  read(term: number): [number, Postings][] {
    return readPostings(this.#block(term), this.#termStart[term]!, this.#termEnd[term]!);
  }
  raw(term: number): Uint8Array {
    return this.#block(term).subarray(this.#termStart[term], this.#termEnd[term]);
  }
  /** Blocks inflated so far, and their bytes compressed (what reads have cost beyond the head). */
  inflated(): { blocks: number; bytes: number } {
    let blocks = 0;
    let bytes = 0;
    this.#inflated.forEach((b, i) => {
      if (!b) return;
      blocks++;
      bytes += this.#blockEnd[i]! - this.#blockStart[i]!;
    });
    return { blocks, bytes };
  }
}

/** What a read of a v3 base has decoded: the head, and the blocks of postings used since. */
export interface PartsRead {
  /** The object's bytes, and its head's (compressed; always inflated). */
  bytes: number;
  headBytes: number;
  blocks: number;
  inflatedBlocks(): number;
  /** Compressed bytes of the blocks inflated so far. */
  inflatedBytes(): number;
  /** Documents whose stored fields were built from the head's columns so far (searches read a hit's). */
  documentsRead(): number;
}

/**
 * Decodes a v3 base: the head parsed, the term tree and the postings left to first use.
 *
 * @throws Error when the object is cut short or its head does not fit its blocks (the caller
 *   reports it as unreadable).
 */
export function decodeParts(bytes: Uint8Array, options: Options<SearchDocument>) {
  const prefix = gunzipSync(bytes.subarray(0, PREFIX_BYTES)).toString('latin1');
  const headLength = Number(prefix.slice(MAGIC.length));
  if (!prefix.startsWith(MAGIC) || !Number.isInteger(headLength)) throw new Error('not a v3 base');
  const headEnd = PREFIX_BYTES + headLength;
  if (headEnd > bytes.length) throw new Error('head cut short');
  const head = JSON.parse(gunzipSync(bytes.subarray(PREFIX_BYTES, headEnd)).toString('utf8')) as Head;
  if ((head.v !== 3 && head.v !== 4) || !Array.isArray(head.termBytes)) throw new Error('not a v3 head');
  const termText = head.v === 4 ? head.termText : head.terms?.join('\n');
  if (typeof termText !== 'string') throw new Error('a head without terms');
  // The lazy tree needs them in code-unit order: a head that says otherwise is not read.
  const starts = termStarts(termText, head.termBytes.length);
  const source = new BlockSource(bytes, headEnd, head);
  const index = MiniSearch.loadJS<SearchDocument>(
    {
      documentCount: head.documentCount,
      nextId: head.nextId,
      documentIds: {},
      fieldIds: head.fieldIds,
      fieldLength: {},
      averageFieldLength: head.averageFieldLength,
      storedFields: {},
      dirtCount: head.dirtCount,
      index: [],
      serializationVersion: 2,
    },
    options,
  );
  const state = stateOf(index);
  const fieldCount = head.averageFieldLength.length;
  const storedNames = Object.keys(head.stored);
  const { shortIds, ids, fieldLength, stored } = head;
  if (ids.length !== shortIds.length || fieldLength.length !== shortIds.length * fieldCount)
    throw new Error('document columns of different lengths');
  state._documentIds = new ColumnMap(shortIds, (row) => ids[row]!);
  state._idToShortId = new LazyIdMap(ids, shortIds);
  state._fieldLength = new ColumnMap(shortIds, (row) =>
    fieldLength.slice(row * fieldCount, (row + 1) * fieldCount),
  );
  const storedFields = new ColumnMap(shortIds, (row) => {
    const fields: Record<string, unknown> = {};
    for (const name of storedNames) {
      const value = stored[name]![row];
      if (value !== null && value !== undefined) fields[name] = value;
    }
    return fields;
  });
  state._storedFields = storedFields;
  state._index = lazyTermTree({ text: termText, starts, source });
  const parts: PartsRead = {
    bytes: bytes.length,
    headBytes: headEnd,
    blocks: head.blockBytes.length,
    inflatedBlocks: () => source.inflated().blocks,
    inflatedBytes: () => source.inflated().bytes,
    documentsRead: () => storedFields.built,
  };
  return { index, epoch: head.epoch, seq: head.seq, parts };
}
