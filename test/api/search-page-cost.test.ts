/**
 * The reads of one page of search hits (issue 39: warm p95 of `GET /resume?search=` ≤ 150 ms): the
 * page's records and the current submissions its CV passages are cut from are read in batches, not
 * one GetItem per hit, counted with the bench's own DynamoDB capture (bench/capture.ts); the passage
 * is still the current submission's text (test/api/cv-current.test.ts).
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Capture } from '../../bench/capture.js';
import type { ResumeListResponse } from '../../functions/contract/schemas/resume.js';
import { resumeListQuery } from '../../functions/contract/schemas/resume-admin.js';
import { searchResumeList } from '../../functions/core/search/query.js';
import { api, eventually } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { submitCvLines } from '../support/cvs.js';

const letters = 'abcdefghijklmnopqrstuvwxyz';
/** A word no other test uses, found only in this file's candidates' CV text. */
const u = `zq${Array.from({ length: 8 }, () => letters[randomInt(26)]).join('')}`;
const PAGE = 10;

const capture = new Capture();
let ids: string[] = [];

beforeAll(async () => {
  const { admin } = await signIn('admin');
  for (let i = 0; i < PAGE; i += 5)
    ids.push(
      ...(await Promise.all(
        Array.from({ length: 5 }, (_, j) =>
          submitCvLines(
            `page${i + j}.${u}@example.ie`,
            ['Niamh Byrne', 'Data engineer', `${u}ledger rollout`],
            {
              name: `Niamh Byrne ${letters[i + j]!.toUpperCase()}`,
            },
          ),
        ),
      )),
    );
  ids = ids.sort();
  await eventually(async () => {
    const res = await api<ResumeListResponse>('GET', `/resume?search=${u}ledger&limit=${PAGE}`, {
      token: admin,
    });
    return res.body.data?.resumes.length === PAGE ? true : undefined;
  }, 30_000);
  capture.install({ gateway: 0, bucket: 0 });
}, 180_000);
afterAll(() => capture.uninstall());

describe('GET /resume?search= read cost', () => {
  it(`reads a page of ${PAGE} CV hits with at most 3 DynamoDB calls, none of them a GetItem per hit`, async () => {
    const query = resumeListQuery.parse({ search: `${u}ledger`, limit: String(PAGE) });
    await searchResumeList(query);
    capture.reset();
    const { items, matches } = await searchResumeList(query);
    const calls = [...capture.calls];

    expect(items.map((r) => r.id).sort()).toEqual(ids);
    for (const id of ids) {
      expect(matches[id]?.field).toBe('cv');
      expect(matches[id]?.snippet).toContain(`${u}ledger`);
    }
    expect(calls.filter((c) => c.command.startsWith('Scan'))).toEqual([]);
    expect(calls.length, calls.map((c) => c.command).join(' ')).toBeLessThanOrEqual(3);
    expect(calls.map((c) => c.command)).not.toContain('GetItemCommand');
  }, 60_000);
});
