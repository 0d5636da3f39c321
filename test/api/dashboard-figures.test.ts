/**
 * Each dashboard figure opens a list whose total is the figure (docs/requirements.md#dashboard,
 * issue 38 item 9): every figure the dashboard links (web/src/features/dashboard/figures.ts, the
 * mapping the screen draws from) against `totalResumes` of `GET /resume` at that link's query,
 * both handlers invoked in this process on a table of this file's own, so every figure is exact.
 * Candidates are seeded at the Dublin midnights that start each of the 12 weeks (and a second
 * before and half an hour after), which in summer time are 23:00 UTC on the Sunday before, straight
 * into the table, and their listed-day items written by the recount (data/dashboard-listed.ts).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SubmissionSource } from '../../functions/contract/cv-policy.js';
import { dublinToUtc } from '../../functions/contract/local-time.js';
import type { DashboardStats } from '../../functions/contract/schemas/dashboard.js';
import type { ResumeListResponse } from '../../functions/contract/schemas/resume.js';
import { recountListedDays } from '../../functions/core/data/dashboard-listed.js';
import { lastWeeks } from '../../functions/core/data/dashboard-trends.js';
import { put } from '../../functions/core/data/db.js';
import { counters, indexKeys, keys } from '../../functions/core/data/keys.js';
import { handler as statsHandler } from '../../functions/handlers/dashboard/stats.js';
import { handler as listHandler } from '../../functions/handlers/resume/list.js';
import { linkedFigures } from '../../web/src/features/dashboard/figures.js';
import { invoke } from '../support/invoke.js';
import { privateTableForFile } from '../support/private-table.js';

const DAY = 24 * 60 * 60 * 1000;

privateTableForFile();

/** The UTC instant of Dublin midnight starting `day` (`YYYY-MM-DD`). */
function dublinMidnight(day: string): number {
  const t = dublinToUtc(`${day}T00:00`);
  if (t.kind !== 'one') throw new Error(`no single midnight on ${day}`);
  return Date.parse(t.utc);
}

let seeded = 0;
/** A listed candidate created at `at` (epoch ms) holding CVs from `sources`, optionally expiring at `expiry`. */
async function candidate(at: number, sources: SubmissionSource[], expiry?: string): Promise<void> {
  const id = randomUUID();
  const createdAt = new Date(at).toISOString();
  const item = {
    id,
    name: `Ciarán Ó Dálaigh ${++seeded}`,
    email: `${id}@example.ie`,
    status: 'new',
    createdAt,
    sources: new Set(sources),
    ...(expiry ? { expiryDate: expiry } : {}),
  };
  await put({
    ...keys.user(id),
    ...indexKeys.resume(item),
    ...(expiry ? indexKeys.resumeExpiry({ id, expiryDate: expiry }) : {}),
    ...item,
  });
}

/** `totalResumes` of `GET /resume` at the query of `path` (an admin screen address). */
async function listTotal(path: string): Promise<number> {
  const query = Object.fromEntries(new URL(path, 'http://localhost').searchParams);
  const res = await invoke<ResumeListResponse>(listHandler, { method: 'GET', path: '/resume', query });
  expect(res.status, `${path}: ${res.body.message}`).toBe(200);
  return res.body.data!.totalResumes;
}

describe('every dashboard figure is the total of the list it opens', () => {
  it('weekly bars, this week, by source, expiring, CVs Uploaded and New Resumes, across Dublin midnights', async () => {
    const now = Date.now();
    const weeks = lastWeeks(new Date(now));
    const sourcesCycle: SubmissionSource[][] = [['careers'], ['apply'], ['assistant', 'apply'], ['profile']];
    let n = 0;
    for (const w of weeks) {
      const midnight = dublinMidnight(w.monday);
      // At midnight (this week), a second before (the week before), half an hour after, and mid-week.
      for (const at of [midnight, midnight - 1000, midnight + 30 * 60 * 1000, midnight + 3.5 * DAY])
        if (at < now) await candidate(at, sourcesCycle[n++ % sourcesCycle.length]!);
    }
    // Older than the 12 weeks, and one expiring in 3 days.
    await candidate(dublinMidnight(weeks[0]!.monday) - 20 * DAY, ['apply']);
    await candidate(now - 2 * DAY, ['careers'], new Date(now + 3 * DAY).toISOString());
    // CVs received are history: a candidate's second CV and an erased candidate's count there.
    for (const w of weeks)
      await put({ ...keys.counter(counters.resumesReceivedIn(w.week)), count: 9, careers: 9 });
    await put({ ...keys.counter(counters.resumes), count: seeded });
    await put({ ...keys.counter(counters.resumesByStatus('new')), count: seeded });
    // Records written straight into the table: their listed-day items as `npm run recount-listed` writes them.
    await recountListedDays();

    const stats = await invoke<DashboardStats>(statsHandler, {
      method: 'GET',
      path: '/admin/dashboard/stats',
    });
    expect(stats.status).toBe(200);
    const figures = linkedFigures(stats.body.data!);
    const keysShown = figures.map((f) => f.key);
    for (const w of weeks) expect(keysShown).toContain(`week:${w.week}`);
    expect(keysShown).toEqual(
      expect.arrayContaining(['uploaded', 'newResumes', 'thisWeek', 'source:apply', 'expiring']),
    );

    const shown = figures.map((f) => [f.key, f.value, f.path]);
    const listed = await Promise.all(figures.map(async (f) => [f.key, await listTotal(f.path), f.path]));
    expect(shown).toEqual(listed);
  });
});

describe('GET /resume: from and to are a window of Dublin days (or instants)', () => {
  const at = async (iso: string) => {
    const id = randomUUID();
    const item = {
      id,
      name: `Éabha Window ${iso}`,
      email: `${id}@example.ie`,
      status: 'hired',
      createdAt: iso,
    };
    await put({ ...keys.user(id), ...indexKeys.resume(item), ...item });
  };
  const total = (query: Record<string, string>) =>
    listTotal(`/admin/cv-management?status=hired&${new URLSearchParams(query)}`);

  it('a bare day starts at Dublin midnight: 23:00 UTC the day before in summer, 00:00 UTC in winter', async () => {
    await at('2026-06-28T22:59:59.999Z'); // Sunday 28 June, 23:59:59 IST
    await at('2026-06-28T23:30:00.000Z'); // Monday 29 June, 00:30 IST
    await at('2026-10-25T23:30:00.000Z'); // Sunday 25 October, 23:30 GMT (the clocks went back that day)
    await at('2026-10-26T00:00:00.000Z'); // Monday 26 October, midnight GMT
    expect(await total({ from: '2026-06-29', to: '2026-07-06' })).toBe(1);
    expect(await total({ from: '2026-06-22', to: '2026-06-29' })).toBe(1);
    expect(await total({ to: '2026-06-29' })).toBe(1);
    // The week of 19 October has 169 hours: from 23:00 UTC on the 18th to midnight UTC on the 26th.
    expect(await total({ from: '2026-10-19', to: '2026-10-26' })).toBe(1);
    expect(await total({ from: '2026-10-26', to: '2026-11-02' })).toBe(1);
    // An instant with its offset is taken as it is; `to` is exclusive.
    expect(await total({ from: '2026-10-26T00:00:00Z', to: '2026-10-26T00:00:00.001Z' })).toBe(1);
    expect(await total({ from: '2026-10-25T23:30:00Z', to: '2026-10-26T00:00:00Z' })).toBe(1);
    expect(await total({ from: '2026-06-29T00:30:00+01:00', to: '2026-06-29T00:30:01+01:00' })).toBe(1);
    // Sorted by name the window is a filter, with the same total and rows.
    const byName = await invoke<ResumeListResponse>(listHandler, {
      method: 'GET',
      path: '/resume',
      query: { status: 'hired', from: '2026-10-19', to: '2026-10-26', sort: 'name' },
    });
    expect(byName.body.data!.totalResumes).toBe(1);
    expect(byName.body.data!.resumes.map((r) => r.createdAt)).toEqual(['2026-10-25T23:30:00.000Z']);
  });

  it('the source and expiring views keep to the window too', async () => {
    const id = randomUUID();
    const expiryDate = new Date(Date.now() + 5 * DAY).toISOString();
    const item = {
      id,
      name: 'Fionn Window Source',
      email: `${id}@example.ie`,
      status: 'on_hold',
      createdAt: '2026-10-25T23:30:01.000Z',
      sources: new Set(['apply']),
      expiryDate,
    };
    await put({
      ...keys.user(id),
      ...indexKeys.resume(item),
      ...indexKeys.resumeExpiry({ id, expiryDate }),
      ...item,
    });
    const onHold = (query: Record<string, string>) =>
      listTotal(`/admin/cv-management?status=on_hold&${new URLSearchParams(query)}`);
    expect(await onHold({ source: 'apply', from: '2026-10-19', to: '2026-10-26' })).toBe(1);
    expect(await onHold({ source: 'apply', to: '2026-10-19' })).toBe(0);
    expect(await onHold({ source: 'apply', from: '2026-10-26' })).toBe(0);
    expect(await onHold({ expiring: '7', from: '2026-10-19', to: '2026-10-26' })).toBe(1);
    expect(await onHold({ expiring: '7', to: '2026-10-25T23:30:01Z' })).toBe(0);
  });

  it.each([
    [{ to: '2026-02-30' }, 'to must be a real date (YYYY-MM-DD)'],
    [{ to: 'next week' }, 'to must be a date (YYYY-MM-DD) or a date-time with its offset'],
    [{ to: '2026-11-30T00:00:00' }, 'to must be a date (YYYY-MM-DD) or a date-time with its offset'],
    [{ from: '2026-13-01' }, 'from must be a real date (YYYY-MM-DD)'],
    [{ from: '2026-11-30', to: '2026-11-30' }, 'to must be later than from'],
    [{ from: '2026-11-30', to: '2026-11-23' }, 'to must be later than from'],
    [{ to: 'x'.repeat(5000) }, 'to must be a date (YYYY-MM-DD) or a date-time with its offset'],
  ])('%j → 400 with its message', async (query, message) => {
    const res = await invoke(listHandler, { method: 'GET', path: '/resume', query });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });
});
