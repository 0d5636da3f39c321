/**
 * The search index's base object (docs/architecture.md#index-layout-and-writer): written and read a
 * term at a time, never through MiniSearch's whole-index `toJSON` tree and one JSON string (what
 * held ~120 MB per fold at 5,000 two-page CVs and grew the local gateway past its 600 MB budget);
 * read back, it answers every search exactly as the index it was written from.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchDocument, SearchFilter } from '../../functions/core/search/engine.js';
import {
  baseFormat,
  rank,
  SearchIndexUnreadable,
  searchIndex,
} from '../../functions/core/search/minisearch-s3.js';
import { queryTree } from '../../functions/core/search/query-tree.js';
import { queryTerms } from '../../functions/core/search/text.js';

const WORDS = 'kubernetes terraform platform observability pipeline customer migrated delivered'.split(' ');

const doc = (i: number): SearchDocument => ({
  id: `c-${i}`,
  name: i % 3 ? `Aoife Murphy ${i}` : `Seán Ó Súilleabháin ${i}`,
  email: `candidate${i}@example.ie`,
  phone: [`0871234${String(i).padStart(3, '0')}`],
  skills: [i % 2 ? 'Kubernetes' : 'Python'],
  roles: ['Cloud Engineer'],
  cv: Array.from({ length: 40 }, (_, w) => WORDS[(i * 7 + w) % WORDS.length]).join(' ') + ` project${i}`,
  coverLetters: i % 4 ? '' : 'I would like to apply',
  status: i % 5 ? 'new' : 'reviewed',
  createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
});

function indexOf(n: number) {
  const index = new MiniSearch<SearchDocument>(baseFormat.options);
  index.addAll(Array.from({ length: n }, (_, i) => doc(i)));
  return index;
}

const QUERIES = [
  'murphy',
  'sean',
  'example.ie',
  'kubernetes platform',
  'observabilty',
  'project17',
  '0871234',
];
/** An index's content, whatever order its terms were inserted in. */
const content = (index: MiniSearch<SearchDocument>) => {
  const json = index.toJSON();
  return { ...json, index: Object.fromEntries(json.index) };
};
/** Results by id (equal scores come in insertion order, which a read index does not keep). */
const results = (index: MiniSearch<SearchDocument>, q: string) =>
  index.search(q).sort((a, b) => String(a.id).localeCompare(String(b.id)));

const meta = { savedAt: '2026-11-28T05:00:00.000Z', epoch: 'e1', seq: 42 };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the search base object', () => {
  it('is written without building MiniSearch’s whole-index JSON tree', async () => {
    const toJSON = vi.spyOn(MiniSearch.prototype, 'toJSON');
    const stringify = vi.spyOn(JSON, 'stringify');
    const index = indexOf(300);
    await baseFormat.encode(meta, index);
    expect(toJSON).not.toHaveBeenCalled();
    // One JSON string, the head (documents and terms): the postings are written as varints.
    const longest = Math.max(...stringify.mock.results.map((r) => String(r.value).length));
    expect(longest).toBeLessThan(JSON.stringify(index).length / 2);
  });

  it('is read cold without inflating any postings or building the term tree; a search reads only its terms', async () => {
    const index = indexOf(3000);
    const bytes = await baseFormat.encode(meta, index);
    const read = baseFormat.decode(bytes);
    const parts = read.parts!;
    expect(parts.blocks).toBeGreaterThanOrEqual(5);
    expect(parts.inflatedBlocks()).toBe(0);
    expect(parts.headBytes).toBeLessThan(bytes.length);
    expect(results(read.index, 'project1234')).toEqual(results(index, 'project1234'));
    // project1234 and its prefixes' neighbours sit in one or two blocks of the sorted terms.
    expect(parts.inflatedBlocks()).toBeLessThanOrEqual(2);
    expect(results(read.index, 'murphy')).toEqual(results(index, 'murphy'));
    expect(parts.inflatedBlocks()).toBeLessThan(parts.blocks);
  });

  it('reads back into an index that answers every search as the original', async () => {
    const index = indexOf(300);
    index.discard('c-3'); // a removed document not vacuumed yet is written as MiniSearch keeps it
    const read = baseFormat.decode(await baseFormat.encode(meta, index));
    expect(read.epoch).toBe('e1');
    expect(read.seq).toBe(42);
    expect(read.index.documentCount).toBe(index.documentCount);
    expect(content(read.index)).toEqual(content(index));
    for (const q of QUERIES) expect(results(read.index, q)).toEqual(results(index, q));
    // Still an index: a document added after reading is found.
    read.index.add(doc(1000));
    expect(read.index.search('project1000')[0]?.id).toBe('c-1000');
  });

  it('keeps working through changes, a vacuum and a second write after it was read', async () => {
    const index = indexOf(200);
    const read = baseFormat.decode(await baseFormat.encode(meta, index)).index;
    // Some terms searched (their postings parsed), most not, then the writer's changes and fold.
    for (const q of ['murphy', 'kubernetes']) expect(results(read, q)).toEqual(results(index, q));
    for (const copy of [index, read]) {
      copy.add(doc(500));
      copy.replace({ ...doc(7), cv: 'terraform rollout' });
      copy.discard('c-8');
      await copy.vacuum({ batchSize: Number.MAX_SAFE_INTEGER });
    }
    const again = baseFormat.decode(await baseFormat.encode(meta, read)).index;
    expect(content(again)).toEqual(content(index));
    for (const q of [...QUERIES, 'terraform rollout', 'project8'])
      expect(results(again, q)).toEqual(results(index, q));
  });

  it('reads a base written before the parts (v2 lines, v1 one JSON document)', () => {
    const index = indexOf(50);
    const json = index.toJSON();
    const lines = [
      JSON.stringify({
        v: 2,
        ...meta,
        epoch: 'lines',
        terms: json.index.length,
        index: { ...json, index: [] },
      }),
      ...json.index.map(
        ([term, fields]) =>
          `${JSON.stringify(term)}\t${JSON.stringify(
            Object.entries(fields).map(([fieldId, docs]) => [
              Number(fieldId),
              ...Object.entries(docs).flatMap(([doc, freq]) => [Number(doc), freq]),
            ]),
          )}`,
      ),
    ];
    const v2 = baseFormat.decode(gzipSync(lines.join('\n')));
    expect(v2.epoch).toBe('lines');
    for (const q of QUERIES) expect(results(v2.index, q)).toEqual(results(index, q));
    expect(() => baseFormat.decode(gzipSync(lines.slice(0, 20).join('\n')))).toThrow(/terms/);
    const v1 = gzipSync(JSON.stringify({ v: 1, savedAt: meta.savedAt, epoch: 'old', seq: 7, index: json }));
    const read = baseFormat.decode(v1);
    expect(read.epoch).toBe('old');
    for (const q of QUERIES) expect(results(read.index, q)).toEqual(results(index, q));
  });

  it('refuses an object cut short, even at a block boundary, or not this format', async () => {
    const bytes = await baseFormat.encode(meta, indexOf(3000));
    expect(() => baseFormat.decode(bytes.subarray(0, bytes.length - 20))).toThrow(SearchIndexUnreadable);
    // Its last gzip member (a block) dropped: every member is whole, the head counts one more.
    const lastMember = bytes.lastIndexOf(Buffer.from([0x1f, 0x8b, 0x08]));
    expect(() => baseFormat.decode(bytes.subarray(0, lastMember))).toThrow(/bytes, the head says/);
    expect(() => baseFormat.decode(bytes.subarray(0, 200))).toThrow(SearchIndexUnreadable);
    // Still one gzip stream as a whole (the head's JSON, its terms a line each, then the postings).
    expect(gunzipSync(bytes).toString('latin1')).toContain('\\ncandidate2999@example.ie\\n');
    expect(() => baseFormat.decode(gzipSync('{"v":3}'))).toThrow(SearchIndexUnreadable);
    expect(() => baseFormat.decode(new Uint8Array(0))).toThrow(SearchIndexUnreadable);
  });

  it('builds the documents a search scores from the head, not every document', async () => {
    const read = baseFormat.decode(await baseFormat.encode(meta, indexOf(3000)));
    expect(read.parts!.documentsRead()).toBe(0);
    expect(searchIndex(read.index, 'project1234', {}).map((h) => h.id)).toContain('c-1234');
    // project1234 and the few project1234x terms: a handful of documents, not 3,000.
    expect(read.parts!.documentsRead()).toBeLessThan(20);
    // A change after the read (a reader's pending changes) still sits beside the columns.
    read.index.add(doc(5000));
    read.index.discard('c-1234');
    expect(searchIndex(read.index, 'project1234', {}).map((h) => h.id)).not.toContain('c-1234');
    expect(searchIndex(read.index, 'project5000', {}).map((h) => h.id)).toEqual(['c-5000']);
    expect(read.index.documentCount).toBe(3000);
  });

  it('ranks without MiniSearch’s result objects, in the order rank(search) gives', () => {
    const index = indexOf(600);
    const search = vi.spyOn(MiniSearch.prototype, 'search');
    const filters: SearchFilter[] = [{}, { status: 'reviewed' }, { fromIso: '2026-01-01T05:00:00.000Z' }];
    const ours = filters.flatMap((f) => QUERIES.map((q) => searchIndex(index, q, f)));
    expect(search).not.toHaveBeenCalled();
    search.mockRestore();
    const theirs = filters.flatMap((f) =>
      QUERIES.map((q) =>
        rank(
          index.search(queryTree(q)!, {
            filter: (r) => (!f.status || r.status === f.status) && (!f.fromIso || r.createdAt >= f.fromIso),
          }),
          queryTerms(q),
        ),
      ),
    );
    expect(ours).toEqual(theirs);
  });

  it('reads a v3 head, its terms a JSON array (written before the terms as one text)', async () => {
    const index = indexOf(300);
    const bytes = await baseFormat.encode(meta, index);
    const prefixBytes = gzipSync('CSI3'.padEnd(16, '0'), { level: 0 }).length;
    const headLength = Number(gunzipSync(bytes.subarray(0, prefixBytes)).toString('latin1').slice(4));
    const { termText, ...head } = JSON.parse(
      gunzipSync(bytes.subarray(prefixBytes, prefixBytes + headLength)).toString('utf8'),
    );
    const v3 = (terms: string[]) => {
      const member = gzipSync(JSON.stringify({ ...head, v: 3, terms }));
      const prefix = gzipSync(`CSI3${String(member.length).padStart(12, '0')}`, { level: 0 });
      return Buffer.concat([prefix, member, bytes.subarray(prefixBytes + headLength)]);
    };
    const terms = (termText as string).split('\n');
    const read = baseFormat.decode(v3(terms));
    expect(content(read.index)).toEqual(content(index));
    for (const q of QUERIES) expect(results(read.index, q)).toEqual(results(index, q));
    expect(() => baseFormat.decode(v3([terms[1]!, terms[0]!, ...terms.slice(2)]))).toThrow(/out of order/);
  });
});
