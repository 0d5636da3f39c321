/**
 * The dashboard's "this week" and by-source figures are the totals of the lists they open
 * (docs/requirements.md#dashboard): CVs received are history (a candidate's second CV, an erased
 * candidate's CVs), the lists hold the candidates listed now. On a table of this file's own
 * (test/support/private-table.ts), so every figure is exact.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SUBMISSION_SOURCES, type SubmissionSource } from '../../functions/contract/cv-policy.js';
import { resumeListQuery } from '../../functions/contract/schemas/resume-admin.js';
import { dashboardStats } from '../../functions/core/data/dashboard.js';
import { recountListedDays } from '../../functions/core/data/dashboard-listed.js';
import { lastWeeks } from '../../functions/core/data/dashboard-trends.js';
import { put } from '../../functions/core/data/db.js';
import { counters, indexKeys, keys } from '../../functions/core/data/keys.js';
import { listResumesFiltered } from '../../functions/core/data/resume-list.js';
import { privateTableForFile } from '../support/private-table.js';

const WEEK = 7 * 24 * 60 * 60 * 1000;

privateTableForFile();

/** A listed record created `weeksAgo` weeks ago holding CVs from `sources`. */
async function record(name: string, weeksAgo: number, sources: SubmissionSource[]): Promise<void> {
  const id = randomUUID();
  const createdAt = new Date(Date.now() - weeksAgo * WEEK).toISOString();
  const item = { id, name, email: `${id}@example.ie`, status: 'new', createdAt, sources: new Set(sources) };
  await put({ ...keys.user(id), ...indexKeys.resume(item), ...item });
}

const listTotal = async (params: Record<string, string>) =>
  (await listResumesFiltered(resumeListQuery.parse({ ...params, limit: '1' }))).total;

describe('dashboard figures and the lists they open', () => {
  it('"this week" and each source count the candidates their links list, not the CVs received', async () => {
    await record('Aoife Ní Bhriain', 0, ['careers', 'apply']);
    await record('Liam Ó Súilleabháin', 0, ['apply']);
    await record('Niamh de Barra', 3, ['assistant']);
    await record('Seán Mac Cárthaigh', 30, ['apply']);
    // Five CVs received this week: Aoife's two, Liam's, and two of a candidate erased since.
    const week = lastWeeks(new Date()).at(-1)!;
    await put({
      ...keys.counter(counters.resumesReceivedIn(week.week)),
      count: 5,
      careers: 2,
      apply: 3,
    });

    // Records written straight into the table: their listed-day items as `npm run recount-listed` writes them.
    await recountListedDays();
    const { trends } = await dashboardStats(randomUUID());
    expect(trends.weeks.at(-1)!.total).toBe(5);
    expect(trends.listed.thisWeek).toBe(await listTotal({ from: week.monday }));
    expect(trends.listed.thisWeek).toBe(2);
    expect(trends.listed.from).toBe(lastWeeks(new Date())[0]!.monday);
    for (const source of SUBMISSION_SOURCES)
      expect(trends.listed.bySource[source], source).toBe(
        await listTotal({ source, from: trends.listed.from }),
      );
    expect(trends.listed.bySource).toEqual({ careers: 1, apply: 2, assistant: 1, profile: 0 });
  });
});
