/**
 * What the search index's copies keep in memory while the index keeps changing
 * (docs/architecture.md#search): a CV a second makes the writer append changes and fold them into a
 * new base, and each reader pick them up; the copies must not grow with the number of changes.
 * S3 here is a Map (conditional writes and ETags as S3 answers them).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchDocument } from '../../functions/core/search/engine.js';

const objects = new Map<string, { body: Uint8Array; eTag: string }>();
let eTags = 0;
const s3Error = (status: number, name: string) =>
  Object.assign(new Error(name), { name, $metadata: { httpStatusCode: status } });

vi.mock('@aws-sdk/client-s3', async (original) => {
  const real = await original<typeof import('@aws-sdk/client-s3')>();
  class S3Client {
    middlewareStack = { add() {}, use() {}, remove() {} };
    async send(command: { constructor: { name: string }; input: Record<string, unknown> }) {
      const input = command.input as {
        Key: string;
        Body?: Uint8Array;
        IfMatch?: string;
        IfNoneMatch?: string;
      };
      const found = objects.get(input.Key);
      switch (command.constructor.name) {
        case 'GetObjectCommand':
          if (!found) throw s3Error(404, 'NoSuchKey');
          if (input.IfNoneMatch === found.eTag) throw s3Error(304, 'NotModified');
          return { ETag: found.eTag, Body: { transformToByteArray: async () => found.body } };
        case 'PutObjectCommand': {
          if (input.IfMatch && input.IfMatch !== found?.eTag) throw s3Error(412, 'PreconditionFailed');
          if (input.IfNoneMatch === '*' && found) throw s3Error(412, 'PreconditionFailed');
          const eTag = `"${++eTags}"`;
          objects.set(input.Key, { body: new Uint8Array(input.Body!), eTag });
          return { ETag: eTag };
        }
        default:
          return {};
      }
    }
  }
  return { ...real, S3Client };
});

/** Every index decoded from a base object, held weakly: the ones alive after a GC are still retained. */
const decoded: WeakRef<object>[] = [];
vi.mock('../../functions/core/search/base-parts.js', async (original) => {
  const real = await original<typeof import('../../functions/core/search/base-parts.js')>();
  return {
    ...real,
    decodeParts: (...args: Parameters<typeof real.decodeParts>) => {
      const out = real.decodeParts(...args);
      decoded.push(new WeakRef(out.index));
      return out;
    },
  };
});

const gc = (): void => {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
};
const heapMb = () => {
  gc();
  gc();
  return Math.round(process.memoryUsage().heapUsed / 1024 / 1024);
};

const WORDS =
  'delivered migrated designed platform pipeline customer stakeholder budget agile scrum release incident monitoring observability latency throughput security compliance audit onboarding mentoring roadmap backlog integration payments analytics warehouse reporting dashboard automation testing regression deployment rollback container cluster network firewall identity access storage backup recovery availability region replication caching queue streaming batch scheduling forecasting procurement vendor contract training workshop curriculum students assessment'.split(
    ' ',
  );
const doc = (i: number): SearchDocument => {
  let seed = i * 2654435761;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed;
  };
  const lines: string[] = [];
  for (let p = 0; p < 60; p++) {
    const words = Array.from({ length: 15 }, () => WORDS[next() % WORDS.length]);
    words.push(`project${next() % 5000}`, `employer${next() % 800}`);
    lines.push(`${words.join(' ')}.`);
  }
  return {
    id: `c${i}`,
    name: `Aoife Murphy${i}`,
    email: `c${i}@example.ie`,
    phone: [],
    skills: ['Kubernetes'],
    roles: [],
    cv: lines.join('\n'),
    coverLetters: '',
    status: 'new',
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  };
};

describe('the search index copies while CVs keep arriving', () => {
  beforeAll(() => {
    process.env.CV_BUCKET = 'cvs';
  });

  it('hold one decoded base and a heap that does not grow with the changes and folds', async () => {
    const { miniSearchReader, miniSearchWriter, FOLD_AT } = await import(
      '../../functions/core/search/minisearch-s3.js'
    );
    const pool = Number(process.env.COPIES_POOL || 1_000);
    async function* all() {
      for (let i = 0; i < pool; i += 500) yield Array.from({ length: 500 }, (_, k) => doc(i + k));
    }
    await miniSearchWriter.rebuild(all());
    // A CV a second, as the soak sends them: the writer appends it (folding every FOLD_AT.entries),
    // each reader picks it up on its next search.
    // Two CVs between searches: a fold after the first finds the reader one batch behind, so it
    // downloads the new base (a reader current before the batch applies the changes only).
    const arrive = async (i: number) => {
      await miniSearchWriter.apply({ upsert: [doc(pool + i)], remove: [] });
      await miniSearchWriter.apply({ upsert: [doc(2 * pool + i)], remove: [] });
      // The same candidate again, its CV read (cv-received's second write): a replace.
      await miniSearchWriter.apply({ upsert: [{ ...doc(pool + i), skills: ['Terraform'] }], remove: [] });
      expect(await miniSearchReader.search(`murphy${pool + i}`, {})).toHaveLength(1);
      await miniSearchReader.search('observabilty', {});
    };
    const rounds = 4 * FOLD_AT.entries;

    for (let i = 0; i < FOLD_AT.entries; i++) await arrive(i);
    const warm = heapMb();
    for (let i = FOLD_AT.entries; i < rounds; i++) await arrive(i);
    const end = heapMb();
    gc();
    const alive = decoded.filter((ref) => ref.deref() !== undefined).length;
    console.log(`pool ${pool}: ${decoded.length} bases decoded, ${alive} alive; heap ${warm} -> ${end} MB`);
    expect(decoded.length).toBeGreaterThanOrEqual(4);
    expect(alive).toBeLessThanOrEqual(1);
    // Three more folds and 150 more CVs: the copies grow by those CVs' postings only (~1 MB here).
    expect(end - warm).toBeLessThan(15);
  }, 600_000);
});
