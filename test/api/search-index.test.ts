/**
 * The search index's objects as stored (docs/architecture.md#search, index layout and writer):
 *
 * - an object under `search/` left unreadable (0 bytes, as an aborted write on a store without
 *   atomic overwrites leaves it, or bytes that are not gzip JSON) never makes a search answer 5xx:
 *   the reader answers from its last good copy or from the table, the index is rebuilt, and a CV
 *   arriving meanwhile is findable;
 * - an erasure (admin delete, the candidate's own `DELETE /my-data`) leaves neither the e-mail nor a
 *   word of the CV in any object under `search/` within 60 s.
 *
 * Every object of the index under `search/` is read here as S3 holds it: downloaded and gunzipped.
 */
import { randomInt } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { CV_KEY_PREFIXES } from '../../functions/contract/cv-keys.js';
import type { ResumeListResponse } from '../../functions/contract/schemas/resume.js';
import { candidateSearch } from '../../functions/core/search/index.js';
import { api, eventually, uniqueEmail } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { cvBucket, submitCvLines } from '../support/cvs.js';
import { manageTokenIn, waitForMail } from '../support/mail.js';
import { applyStackEnv } from '../support/stack.js';

let admin: string;
const letters = 'abcdefghijklmnopqrstuvwxyz';
/** A word nobody else uses (letters only), so every query here is scoped to this file's candidates. */
const word = (tag: string) => `zx${tag}${Array.from({ length: 8 }, () => letters[randomInt(26)]).join('')}`;

beforeAll(async () => {
  applyStackEnv();
  ({ admin } = await signIn('admin'));
}, 30_000);

const bucket = () => process.env.CV_BUCKET!;

/**
 * Keys of every object of the index under `search/` (`candidates.v1…`: the base and the changes);
 * other tests leave objects of their own under the prefix, which no index write ever touches.
 */
async function indexKeys(): Promise<string[]> {
  const out = await cvBucket().send(
    new ListObjectsV2Command({ Bucket: bucket(), Prefix: `${CV_KEY_PREFIXES.search}candidates.` }),
  );
  return (out.Contents ?? []).map((o) => o.Key!);
}

/** Each object under `search/` as text (gunzipped), or `undefined` for one that does not decode. */
async function indexTexts(): Promise<Map<string, string | undefined>> {
  const texts = new Map<string, string | undefined>();
  for (const key of await indexKeys()) {
    const out = await cvBucket().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    const bytes = await out.Body!.transformToByteArray();
    try {
      texts.set(key, gunzipSync(bytes).toString('utf8'));
    } catch {
      texts.set(key, undefined);
    }
  }
  return texts;
}

const search = async (q: string) => {
  const res = await api<ResumeListResponse>('GET', `/resume?search=${encodeURIComponent(q)}`, {
    token: admin,
  });
  return { status: res.status, ids: res.body.data?.resumes.map((r) => r._id) };
};

describe('an unreadable search index', () => {
  for (const [label, bytes] of [
    ['0 bytes', new Uint8Array(0)],
    ['bytes that are not gzip', new TextEncoder().encode('not an index')],
  ] as const) {
    it(`(${label}) answers 200 with the right candidates, is rebuilt, and a new CV is findable`, async () => {
      const w = word('idx');
      const first = await submitCvLines(uniqueEmail('idx'), ['Broken index', `${w} first`]);
      await eventually(async () => ((await search(w)).ids?.includes(first) ? true : undefined), 15_000);

      const keys = await indexKeys();
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) {
        await cvBucket().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: bytes }));
      }

      // The gateway's reader (warm) and a reader that never loaded the index (this process: cold).
      const res = await search(w);
      expect(res.status).toBe(200);
      expect(res.ids).toEqual([first]);
      const cold = await candidateSearch().search(w, {});
      expect(cold.map((h) => h.id)).toEqual([first]);

      // Rebuilt: every object decodes again and holds the candidate.
      await eventually(async () => {
        const texts = await indexTexts();
        const all = [...texts.values()];
        return all.length > 0 && all.every((t) => t !== undefined) && all.some((t) => t!.includes(first))
          ? true
          : undefined;
      }, 60_000);

      // A CV arriving after the fault is findable, and the first one still is.
      const second = await submitCvLines(uniqueEmail('idx'), ['After the fault', `${w} second`]);
      await eventually(async () => {
        const found = await search(w);
        expect(found.status).toBe(200);
        return found.ids?.length === 2 ? found.ids : undefined;
      }, 30_000);
      expect(new Set((await search(w)).ids)).toEqual(new Set([first, second]));
    }, 120_000);
  }
});

describe('erasure reaches the search index objects', () => {
  /** Waits until no object under `search/` holds `email` or `unique` (60 s, the requirement). */
  const expectGoneFromIndex = async (email: string, unique: string) => {
    const started = Date.now();
    await eventually(async () => {
      const texts = [...(await indexTexts()).values()].join('\n').toLowerCase();
      return texts.includes(email.toLowerCase()) || texts.includes(unique) ? undefined : true;
    }, 60_000).catch(async () => {
      const texts = [...(await indexTexts()).values()].join('\n').toLowerCase();
      expect(texts.includes(email.toLowerCase()), 'the e-mail is still in the index objects').toBe(false);
      expect(texts.includes(unique), 'a CV word is still in the index objects').toBe(false);
    });
    expect(Date.now() - started).toBeLessThan(60_000);
  };

  /** A candidate found by a unique CV word, whose e-mail and word are in the index objects. */
  const indexedCandidate = async (tag: string) => {
    const unique = word(tag);
    const email = uniqueEmail(tag);
    const id = await submitCvLines(email, ['Erasure', `${unique} rollout`]);
    await eventually(async () => ((await search(unique)).ids?.includes(id) ? true : undefined), 15_000);
    const texts = [...(await indexTexts()).values()].join('\n').toLowerCase();
    expect(texts).toContain(email.toLowerCase());
    expect(texts).toContain(unique);
    return { id, email, unique };
  };

  it('an admin delete removes the e-mail and the CV words from every index object within 60 s', async () => {
    const c = await indexedCandidate('del');
    const del = await api('DELETE', `/resume/${c.id}`, { token: admin });
    expect(del.status).toBe(200);
    await expectGoneFromIndex(c.email, c.unique);
    expect((await search(c.unique)).ids).toEqual([]);
  }, 120_000);

  it("the candidate's own erasure (DELETE /my-data) removes them from every index object within 60 s", async () => {
    const c = await indexedCandidate('gdpr');
    const token = manageTokenIn(await waitForMail(c.email));
    const erased = await api('DELETE', '/my-data', { headers: { authorization: `Bearer ${token}` } });
    expect(erased.status).toBe(200);
    await expectGoneFromIndex(c.email, c.unique);
  }, 120_000);
});
