/**
 * `GET /resume?to=` with a search (docs/requirements.md#cv-management, docs/architecture.md#api-conventions):
 * the search index filters the window `[from, to)` itself, so its hits and total are those of the
 * window, as the lists without a search are (test/api/dashboard-figures.test.ts). The index follows
 * the table through its stream, so hits are awaited.
 */
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { isoDay } from '../../functions/contract/dates.js';
import type { ResumeListResponse } from '../../functions/contract/schemas/resume.js';
import { api, eventually, seededAdminToken, uniqueEmail } from '../support/api.js';
import { storedResume, submitCvLines } from '../support/cvs.js';

const letters = 'abcdefghijklmnopqrstuvwxyz';
/** A word no other test uses, so the search finds only this file's candidate. */
const word = `zw${Array.from({ length: 8 }, () => letters[randomInt(26)]).join('')}`;

let admin: string;
beforeAll(async () => {
  admin = await seededAdminToken();
});

const total = async (query: Record<string, string>) => {
  const res = await api<ResumeListResponse>(
    'GET',
    `/resume?${new URLSearchParams({ search: word, ...query })}`,
    {
      token: admin,
    },
  );
  expect(res.status).toBe(200);
  return res.body.data!.totalResumes;
};

describe('GET /resume?search=&to=', () => {
  it('a search keeps to the window: before today nothing, before tomorrow the candidate, to exclusive', async () => {
    const id = await submitCvLines(uniqueEmail('window'), ['Ruairí Window', `${word} platform engineer`], {
      name: 'Ruairí Window',
    });
    await eventually(async () => ((await total({})) === 1 ? true : undefined), 15_000);
    const createdAt = (await storedResume(id))!.createdAt;
    const tomorrow = isoDay(new Date(Date.now() + 24 * 60 * 60 * 1000));
    expect(await total({ to: tomorrow })).toBe(1);
    expect(await total({ to: isoDay(new Date(Date.parse(createdAt) - 24 * 60 * 60 * 1000)) })).toBe(0);
    expect(await total({ from: createdAt, to: new Date(Date.parse(createdAt) + 1).toISOString() })).toBe(1);
    expect(await total({ to: createdAt })).toBe(0);
    expect(await total({ sort: 'name', to: createdAt })).toBe(0);
  });
});
