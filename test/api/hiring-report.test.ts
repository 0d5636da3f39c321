/**
 * The hiring report (docs/requirements.md#hiring-reports, docs/architecture.md#hiring-reports):
 * `GET /admin/reports/hiring?from=&to=&postingId=` against a seeded set whose answers are known:
 * applications added and moved on a posting's board (funnel, sources, rejection reasons, time in
 * stage, time to hire), and day aggregates written in the past through `hiringReportDelta` (the
 * medians and 75th percentile from the day histograms, the range's days only, offers); every auth
 * level; bad input.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { isoDay } from '../../functions/contract/dates.js';
import {
  FUNNEL_STAGES,
  type HiringReport,
  REPORT_MESSAGES,
} from '../../functions/contract/schemas/reports.js';
import { transact } from '../../functions/core/data/db.js';
import { hiringReportDelta } from '../../functions/core/data/hiring-report.js';
import { api } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { createDepartment, createPosting, unknownId } from '../support/catalog.js';
import { candidateWithAttachedCv } from '../support/cvs.js';

let callers: Awaited<ReturnType<typeof signIn<'admin' | 'hr-manager' | 'recruiter' | 'viewer'>>>;
beforeAll(async () => {
  callers = await signIn('admin', 'hr-manager', 'recruiter', 'viewer');
}, 60_000);

const report = async (query: string, token = callers['hr-manager']) =>
  api<HiringReport>('GET', `/admin/reports/hiring?${query}`, { token });
const counts = <T extends { count: number }>(rows: T[], key: keyof T) =>
  Object.fromEntries(rows.map((r) => [r[key], r.count]));

describe('GET /admin/reports/hiring', () => {
  it('a posting moved on its board: funnel, sources, reasons, time in stage and to hire, today', async () => {
    const department = await createDepartment(callers.admin);
    const posting = await createPosting(callers.admin, department._id);
    // One after the other: five uploads at once time out a busy host's local stack.
    const cvs = [];
    for (const source of ['careers', 'careers', 'careers', 'careers', 'assistant'] as const)
      cvs.push(await candidateWithAttachedCv({ source }));
    const [a, b, c, , e] = cvs;
    const added = await api('POST', `/job-posting/${posting._id}/applicants`, {
      token: callers.recruiter,
      body: { resumeIds: cvs.map((x) => x.id) },
    });
    expect(added.status).toBe(200);
    const move = async (id: string, stage: string, rejectReasonId?: string) => {
      const res = await api('PUT', `/job-posting/${posting._id}/applicants/${id}`, {
        token: callers.recruiter,
        body: { stage, ...(rejectReasonId ? { rejectReasonId } : {}) },
      });
      expect(res.status, `${stage}: ${res.body.message}`).toBe(200);
    };
    for (const stage of ['reviewed', 'shortlisted', 'interview_scheduled', 'hired']) await move(a!.id, stage);
    await move(b!.id, 'rejected', 'position-filled');
    await move(c!.id, 'shortlisted');
    await move(c!.id, 'rejected', 'skills-do-not-match');
    await move(e!.id, 'hired');
    // Moving to the stage it is at counts nothing.
    await move(e!.id, 'hired');

    const today = isoDay();
    const res = await report(`from=${today}&to=${today}&postingId=${posting._id}`);
    expect(res.status).toBe(200);
    const r = res.body.data!;
    expect(counts(r.funnel, 'stage')).toEqual({
      applied: 5,
      reviewed: 3,
      under_review: 3,
      shortlisted: 3,
      interview_scheduled: 2,
      offer: 2,
      hired: 2,
    });
    expect(r.funnel.map((f) => f.stage)).toEqual([...FUNNEL_STAGES]);
    expect(counts(r.sources, 'source')).toEqual({ careers: 4, assistant: 1, apply: 0, added: 0 });
    expect(r.rejectReasons).toEqual([
      { reasonId: 'position-filled', name: 'Position filled', count: 1 },
      { reasonId: 'skills-do-not-match', name: 'Skills do not match', count: 1 },
    ]);
    expect(r.timeToHireDays).toEqual({ median: 0, p75: 0, n: 2 });
    expect(r.timeInStageDays).toEqual([
      { stage: 'new', median: 0 },
      { stage: 'reviewed', median: 0 },
      { stage: 'under_review', median: null },
      { stage: 'shortlisted', median: 0 },
      { stage: 'interview_scheduled', median: 0 },
      { stage: 'on_hold', median: null },
    ]);
    expect(r.offers).toEqual({ sent: 0, accepted: 0, declined: 0, expired: 0 });
    // The same shape at the top level.
    expect((res.body as unknown as HiringReport).funnel).toEqual(r.funnel);
  }, 120_000);

  it('medians and the 75th percentile from the day histograms, only the days of the range, all postings too', async () => {
    const department = await createDepartment(callers.admin);
    const posting = await createPosting(callers.admin, department._id);
    const at = (day: string) => `${day}T12:00:00.000Z`;
    // Hires after 10, 20, 30 and 40 days in January 2019; one after 90 days in February.
    const deltas = [
      ...[10, 20, 30, 40].map((d, i) =>
        hiringReportDelta({
          postingId: posting._id,
          at: at(`2019-01-0${i + 2}`),
          hiredAfterDays: d,
          reached: ['hired'],
        }),
      ),
      hiringReportDelta({
        postingId: posting._id,
        at: at('2019-02-10'),
        hiredAfterDays: 90,
        reached: ['hired'],
      }),
      hiringReportDelta({
        postingId: posting._id,
        at: at('2019-01-03'),
        leftStage: { stage: 'new', days: 3 },
      }),
      hiringReportDelta({
        postingId: posting._id,
        at: at('2019-01-04'),
        leftStage: { stage: 'new', days: 7 },
      }),
      hiringReportDelta({ postingId: posting._id, at: at('2019-01-05'), offer: 'sent' }),
      hiringReportDelta({ postingId: posting._id, at: at('2019-01-06'), offer: 'sent' }),
      hiringReportDelta({ postingId: posting._id, at: at('2019-01-07'), offer: 'accepted' }),
      hiringReportDelta({ postingId: posting._id, at: at('2019-01-08'), offer: 'declined' }),
      hiringReportDelta({ postingId: posting._id, at: at('2019-02-01'), offer: 'expired' }),
      hiringReportDelta({ at: at('2019-01-09'), rejectReasonId: 'no-response' }),
    ];
    // One transaction per change, as the writes that count them do.
    for (const items of deltas) await transact(items);

    const jan = (await report(`from=2019-01-01&to=2019-01-31&postingId=${posting._id}`)).body.data!;
    expect(jan.timeToHireDays).toEqual({ median: 25, p75: 30, n: 4 });
    expect(jan.timeInStageDays.find((s) => s.stage === 'new')).toEqual({ stage: 'new', median: 5 });
    expect(jan.offers).toEqual({ sent: 2, accepted: 1, declined: 1, expired: 0 });
    expect(jan.funnel.find((f) => f.stage === 'hired')?.count).toBe(4);
    // A rejection of a CV in no posting counts under all postings only.
    expect(jan.rejectReasons).toEqual([]);

    const both = (await report(`from=2019-01-01&to=2019-02-28&postingId=${posting._id}`)).body.data!;
    expect(both.timeToHireDays).toEqual({ median: 30, p75: 40, n: 5 });
    expect(both.offers.expired).toBe(1);

    const all = (await report('from=2019-01-01&to=2019-01-31')).body.data!;
    expect(all.timeToHireDays).toEqual({ median: 25, p75: 30, n: 4 });
    expect(all.rejectReasons).toEqual([{ reasonId: 'no-response', name: 'No response', count: 1 }]);

    const empty = (await report('from=2018-06-01&to=2018-06-30')).body.data!;
    expect(empty.timeToHireDays).toEqual({ median: null, p75: null, n: 0 });
    expect(empty.funnel.every((f) => f.count === 0)).toBe(true);
  }, 60_000);

  it('hr-manager and above read it; recruiter and viewer get 403; no token 401', async () => {
    for (const token of [callers['hr-manager'], callers.admin])
      expect((await report('from=2019-01-01&to=2019-01-02', token)).status).toBe(200);
    for (const token of [callers.recruiter, callers.viewer])
      expect((await report('from=2019-01-01&to=2019-01-02', token)).status).toBe(403);
    expect((await api('GET', '/admin/reports/hiring')).status).toBe(401);
    // Without dates: the last 30 days.
    expect((await report('')).status).toBe(200);
  });

  it.each([
    ['from after to', 'from=2026-03-02&to=2026-03-01', 400, REPORT_MESSAGES.order],
    ['an impossible date', 'from=2026-02-30&to=2026-03-01', 400, REPORT_MESSAGES.from],
    ['not a date', 'from=yesterday&to=2026-03-01', 400, REPORT_MESSAGES.from],
    ['a bad to', 'from=2026-03-01&to=2026-13-01', 400, REPORT_MESSAGES.to],
    ['over two years', 'from=2020-01-01&to=2026-03-01', 400, REPORT_MESSAGES.range],
    [
      'a postingId too long',
      `from=2026-03-01&to=2026-03-02&postingId=${'x'.repeat(65)}`,
      400,
      REPORT_MESSAGES.postingId,
    ],
    [
      'an unknown posting',
      `from=2026-03-01&to=2026-03-02&postingId=${unknownId()}`,
      404,
      REPORT_MESSAGES.postingNotFound,
    ],
  ])('refuses %s with a clear message', async (_label, query, status, message) => {
    const res = await report(query);
    expect(res.status).toBe(status);
    expect(JSON.stringify(res.body)).toContain(message);
  });
});
