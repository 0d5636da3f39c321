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
 * One term's postings as stored: kept unread until a search, a change or a fold first touches them,
 * then decoded once. Every Map method reads first, so MiniSearch sees an ordinary Map.
 */
export class TermPostings extends Map<number, Postings> {
  #source: PostingsSource | undefined;
  readonly #term: number;
  constructor(source: PostingsSource, term: number) {
    super();
    this.#source = source;
    this.#term = term;
  }
  /** The stored bytes while nothing has read them (a v3 source), else `undefined`. */
  get unreadBytes(): Uint8Array | undefined {
    return this.#source?.raw?.(this.#term);
  }
  #read(): void {
    const source = this.#source;
    if (!source) return;
    this.#source = undefined;
    for (const [field, postings] of source.read(this.#term)) super.set(field, postings);
  }
  override get size() {
    this.#read();
    return super.size;
  }
  override get(key: number) {
    this.#read();
    return super.get(key);
  }
  override has(key: number) {
    this.#read();
    return super.has(key);
  }
  override set(key: number, value: Postings) {
    this.#read();
    return super.set(key, value);
  }
  override delete(key: number) {
    this.#read();
    return super.delete(key);
  }
  override clear() {
    this.#source = undefined;
    super.clear();
  }
  override forEach(fn: (value: Postings, key: number, map: Map<number, Postings>) => void, self?: unknown) {
    this.#read();
    super.forEach(fn, self);
  }
  override entries() {
    this.#read();
    return super.entries();
  }
  override keys() {
    this.#read();
    return super.keys();
  }
  override values() {
    this.#read();
    return super.values();
  }
  override [Symbol.iterator]() {
    return this.entries();
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
class LazyNode extends Map<string, unknown> {
  #terms: SortedTerms | undefined;
  readonly #lo: number;
  readonly #hi: number;
  readonly #depth: number;
  constructor(terms: SortedTerms, lo: number, hi: number, depth: number) {
    super();
    this.#terms = terms;
    this.#lo = lo;
    this.#hi = hi;
    this.#depth = depth;
  }
  #open(): void {
    const terms = this.#terms;
    if (!terms) return;
    this.#terms = undefined;
    const { list } = terms;
    const depth = this.#depth;
    const hi = this.#hi;
    let i = this.#lo;
    if (i < hi && list[i]!.length === depth) super.set(LEAF, new TermPostings(terms.source, i++));
    while (i < hi) {
      const first = list[i]!;
      const unit = first.charCodeAt(depth);
      let j = i + 1;
      while (j < hi && list[j]!.charCodeAt(depth) === unit) j++;
      // The edge runs as far as the group's first and last terms agree (sorted: so do all between).
      const last = list[j - 1]!;
      const max = Math.min(first.length, last.length);
      let end = depth + 1;
      while (end < max && first.charCodeAt(end) === last.charCodeAt(end)) end++;
      super.set(first.slice(depth, end), new LazyNode(terms, i, j, end));
      i = j;
    }
  }
  override get size() {
    this.#open();
    return super.size;
  }
  override get(key: string) {
    this.#open();
    return super.get(key);
  }
  override has(key: string) {
    this.#open();
    return super.has(key);
  }
  override set(key: string, value: unknown) {
    this.#open();
    return super.set(key, value);
  }
  override delete(key: string) {
    this.#open();
    return super.delete(key);
  }
  override clear() {
    this.#terms = undefined;
    super.clear();
  }
  override forEach(fn: (value: unknown, key: string, map: Map<string, unknown>) => void, self?: unknown) {
    this.#open();
    super.forEach(fn, self);
  }
  override entries() {
    this.#open();
    return super.entries();
  }
  override keys() {
    this.#open();
    return super.keys();
  }
  override values() {
    this.#open();
    return super.values();
  }
  override [Symbol.iterator]() {
    return this.entries();
  }
}

interface SortedTerms {
  list: string[];
  source: PostingsSource;
}

/** A term tree (MiniSearch's `SearchableMap`) over `list` (sorted by code unit), built as used. */
export function lazyTermTree(list: string[], source: PostingsSource): SearchableMap<TermData> {
  return new SearchableMap<TermData>(new LazyNode({ list, source }, 0, list.length, 0) as TreeNode as never);
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
  v: 3;
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
  /** Terms in code-unit order, and each one's postings length in bytes. */
  terms: string[];
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
    v: 3,
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
    terms: [],
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
    head.terms.push(term);
    head.termBytes.push(out.length - before);
    inBlock++;
    if (out.length >= BLOCK_BYTES) await closeBlock();
  }
  if (inBlock > 0) await closeBlock();
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
    const count = head.terms.length;
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
  if (head.v !== 3 || head.terms.length !== head.termBytes.length) throw new Error('not a v3 head');
  // The lazy tree needs them in code-unit order: a head that says otherwise is not read.
  for (let i = 1; i < head.terms.length; i++)
    if (!(head.terms[i - 1]! < head.terms[i]!)) throw new Error(`terms out of order at ${i}`);
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
  head.shortIds.forEach((shortId, i) => {
    const id = head.ids[i]!;
    state._documentIds.set(shortId, id);
    state._idToShortId.set(id, shortId);
    state._fieldLength.set(shortId, head.fieldLength.slice(i * fieldCount, (i + 1) * fieldCount));
    const stored: Record<string, unknown> = {};
    for (const name of storedNames) {
      const value = head.stored[name]![i];
      if (value !== null && value !== undefined) stored[name] = value;
    }
    state._storedFields.set(shortId, stored);
  });
  state._index = lazyTermTree(head.terms, source);
  const parts: PartsRead = {
    bytes: bytes.length,
    headBytes: headEnd,
    blocks: head.blockBytes.length,
    inflatedBlocks: () => source.inflated().blocks,
    inflatedBytes: () => source.inflated().bytes,
  };
  return { index, epoch: head.epoch, seq: head.seq, parts };
}
