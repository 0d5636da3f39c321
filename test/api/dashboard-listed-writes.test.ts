/**
 * The listed-candidate day items (data/dashboard-listed.ts) are kept by the writes that make a
 * record enter, leave or gain a source in the CV list, in their own transactions: the accept of a
 * CV (`acceptedCvItems`: the intake's and the owner's confirmation), a CV's expiry (which keeps the
 * record listed), the erasure (`eraseCandidate`: admin, self-service, batch) and the sweep finishing
 * an interrupted one; every dashboard figure stays the total of the list it opens
 * (docs/requirements.md#dashboard). The recount (`npm run recount-listed`) writes what the
 * records say and is idempotent. Days are Dublin days, also on the nights the clocks change. On a
 * table of this file's own, so every figure is exact.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SUBMISSION_SOURCES, type SubmissionSource } from '../../functions/contract/cv-policy.js';
import type { DashboardTrends } from '../../functions/contract/schemas/dashboard.js';
import { resumeListQuery } from '../../functions/contract/schemas/resume-admin.js';
import {
  listedDay,
  listedFigures,
  listedOnAcceptItems,
  recountListedDays,
} from '../../functions/core/data/dashboard-listed.js';
import { lastWeeks } from '../../functions/core/data/dashboard-trends.js';
import { getItem, put, putItem, transact } from '../../functions/core/data/db.js';
import { counters, indexKeys, keys } from '../../functions/core/data/keys.js';
import { acceptedCvItems } from '../../functions/core/data/resume-cv.js';
import { markResumeErasing } from '../../functions/core/data/resume-erasure.js';
import { listResumesFiltered } from '../../functions/core/data/resume-list.js';
import { markCvExpired } from '../../functions/core/data/resume-retention.js';
import {
  getResumeItem,
  newCandidateRecordItems,
  type ResumeItem,
} from '../../functions/core/data/resumes.js';
import {
  ERASURE_GRACE_MS,
  eraseCandidate,
  finishInterruptedErasures,
} from '../../functions/core/domain/candidates.js';
import { privateTableForFile } from '../support/private-table.js';

const DAY = 24 * 60 * 60 * 1000;

privateTableForFile();

const listTotal = async (params: Record<string, string>) =>
  (await listResumesFiltered(resumeListQuery.parse({ ...params, limit: '1' }))).total;

/** The figures at `now`, each checked against the total of the list it opens. */
async function figures(now = new Date()): Promise<DashboardTrends['listed']> {
  const listed = await listedFigures(now);
  const weeks = lastWeeks(now);
  expect(listed.byWeek).toEqual(
    await Promise.all(weeks.map((w) => listTotal({ from: w.monday, to: w.nextMonday }))),
  );
  for (const source of SUBMISSION_SOURCES)
    expect(listed.bySource[source], source).toBe(await listTotal({ source, from: listed.from }));
  return listed;
}

const record = async (id: string) => (await getResumeItem(id, true)) as ResumeItem;

/** A new candidate record (not listed: no CV yet), as the upload request writes it. */
async function newCandidate(name: string): Promise<string> {
  const id = randomUUID();
  await transact(
    newCandidateRecordItems({ id, name, email: `${id}@example.ie`, now: new Date().toISOString() }),
  );
  return id;
}

/** The accept transaction of a CV from `source` on candidate `id` (the intake's record items). */
async function accept(id: string, source: SubmissionSource): Promise<void> {
  const r = await record(id);
  const uploadedAt = new Date().toISOString();
  await transact(
    acceptedCvItems(
      r,
      {
        key: `cvs/${id}/${randomUUID()}.pdf`,
        fileName: 'cv.pdf',
        contentType: 'application/pdf',
        size: 48_000,
        uploadedAt,
      },
      { name: r.name, role: 'Cloud Engineer', source },
      new Date(Date.now() + 180 * DAY).toISOString(),
      randomUUID(),
    ),
  );
}

const plus = (
  f: DashboardTrends['listed'],
  thisWeek: number,
  by: Partial<Record<SubmissionSource, number>>,
) => ({
  ...f,
  byWeek: [...f.byWeek.slice(0, -1), f.thisWeek + thisWeek],
  thisWeek: f.thisWeek + thisWeek,
  bySource: Object.fromEntries(SUBMISSION_SOURCES.map((s) => [s, f.bySource[s] + (by[s] ?? 0)])),
});

describe('the writes keep the listed-candidate day items', () => {
  it('a first CV lists the candidate with its source; a CV from a new source adds that source; the same source again, nothing', async () => {
    const before = await figures();
    const id = await newCandidate('Aoife Ní Bhriain');
    expect(await figures()).toEqual(before);
    await accept(id, 'careers');
    expect(await figures()).toEqual(plus(before, 1, { careers: 1 }));
    await accept(id, 'apply');
    expect(await figures()).toEqual(plus(before, 1, { careers: 1, apply: 1 }));
    await accept(id, 'apply');
    expect(await figures()).toEqual(plus(before, 1, { careers: 1, apply: 1 }));
    // The day item is the record's creation day, as the list's window reads it.
    const day = await getItem<Record<string, number>>(
      keys.counter(counters.resumesListedOn(listedDay((await record(id)).createdAt))),
    );
    expect(day).toMatchObject({ count: 1, careers: 1, apply: 1 });
  });

  it("a CV's expiry keeps the candidate listed; the erasure takes them and their sources out", async () => {
    const before = await figures();
    const id = await newCandidate('Liam Ó Súilleabháin');
    await accept(id, 'assistant');
    await accept(id, 'profile');
    const r = await record(id);
    expect(await markCvExpired(r, new Date().toISOString())).toBe(true);
    expect(await figures()).toEqual(plus(before, 1, { assistant: 1, profile: 1 }));
    await eraseCandidate(id);
    expect(await getResumeItem(id, true)).toBeUndefined();
    expect(await figures()).toEqual(before);
  });

  it('an erasure interrupted after its first step, finished by the sweep, takes the candidate out once', async () => {
    const before = await figures();
    const id = await newCandidate('Niamh de Barra');
    await accept(id, 'careers');
    expect(await markResumeErasing(await record(id), new Date().toISOString())).toBeDefined();
    expect(await figures()).toEqual(plus(before, 1, { careers: 1 }));
    expect(await finishInterruptedErasures(new Date(Date.now() + ERASURE_GRACE_MS + 60_000))).toBe(1);
    expect(await figures()).toEqual(before);
    expect(await finishInterruptedErasures(new Date(Date.now() + ERASURE_GRACE_MS + 60_000))).toBe(0);
    expect(await figures()).toEqual(before);
  });
});

describe('days are Dublin days', () => {
  it('23:30 UTC on the last Sunday of March is Monday in Dublin (IST); on the last Sunday of October, still Sunday (GMT)', async () => {
    expect(listedDay('2026-03-29T23:30:00.000Z')).toBe('2026-03-30');
    expect(listedDay('2026-10-25T23:30:00.000Z')).toBe('2026-10-25');
    expect(listedDay('2026-10-24T23:30:00.000Z')).toBe('2026-10-25');
    for (const [createdAt, source] of [
      ['2026-03-29T23:30:00.000Z', 'careers'],
      ['2026-10-25T23:30:00.000Z', 'apply'],
    ] as const) {
      const id = randomUUID();
      const item = { id, name: `Ciarán ${createdAt}`, email: `${id}@example.ie`, status: 'new', createdAt };
      await transact([
        putItem({ ...keys.user(id), ...indexKeys.resume(item), ...item, sources: new Set([source]) }),
        ...listedOnAcceptItems({ createdAt, listed: false }, source),
      ]);
    }
    // The week of Monday 30 March holds the March record; the week of 19 October the October one.
    const april = await figures(new Date('2026-04-01T12:00:00Z'));
    expect(april.thisWeek).toBe(1);
    expect(april.byWeek.at(-2)).toBe(0);
    expect(lastWeeks(new Date('2026-04-01T12:00:00Z')).at(-1)!.monday).toBe('2026-03-30');
    const october = await figures(new Date('2026-10-26T12:00:00Z'));
    expect(october.byWeek.at(-2)).toBe(1);
    expect(october.thisWeek).toBe(0);
  });
});

describe('recount (npm run recount-listed)', () => {
  it('writes the day items the records make, whatever was there, and a second run writes nothing', async () => {
    const expected = await listedFigures();
    // Records from before the day items, and a day item gone wrong.
    const id = randomUUID();
    const createdAt = new Date(Date.now() - 9 * DAY).toISOString();
    const item = { id, name: 'Seán Mac Cárthaigh', email: `${id}@example.ie`, status: 'new', createdAt };
    await put({ ...keys.user(id), ...indexKeys.resume(item), ...item, sources: new Set(['apply']) });
    await put({ ...keys.counter(counters.resumesListedOn(listedDay(createdAt))), count: 7, careers: 3 });
    await put({ ...keys.counter(counters.resumesListedOn('2026-01-05')), count: 2 });

    const first = await recountListedDays();
    expect(first.written).toBeGreaterThanOrEqual(2);
    expect(first.raced).toBe(0);
    const after = await figures();
    expect(after.byWeek.reduce((a, b) => a + b, 0)).toBe(expected.byWeek.reduce((a, b) => a + b, 0) + 1);
    expect(after.bySource.apply).toBe(expected.bySource.apply + 1);
    expect(await getItem(keys.counter(counters.resumesListedOn('2026-01-05')))).toMatchObject({ count: 0 });

    const second = await recountListedDays();
    expect(second).toEqual({ ...first, written: 0 });
    expect(await figures()).toEqual(after);
  });
});
