/**
 * The dashboard's read cost does not grow with the candidates (issue 39; the bench's data-cost row
 * `GET /admin/dashboard/stats`, budget "no Scan; same items and RCU at 100 and 1000 resumes"):
 * `dashboardStats` measured with the bench's own DynamoDB capture (bench/capture.ts) on a table of
 * this file's own, after the bench's seed of 100 candidates and again after 900 more, and every
 * figure it links still the total of its list.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Capture } from '../../bench/capture.js';
import { seedCandidates, writeItems } from '../../bench/seed.js';
import { SUBMISSION_SOURCES } from '../../functions/contract/cv-policy.js';
import { resumeListQuery } from '../../functions/contract/schemas/resume-admin.js';
import { DASHBOARD_UNREAD_CAP, dashboardStats } from '../../functions/core/data/dashboard.js';
import { cvUploadNotification, unreadCountFor } from '../../functions/core/data/notifications.js';
import { listResumesFiltered } from '../../functions/core/data/resume-list.js';
import { privateTableForFile } from '../support/private-table.js';

privateTableForFile();

const capture = new Capture();
capture.install({ gateway: 0, bucket: 0 });
afterAll(() => capture.uninstall());

/** The DynamoDB calls of one `dashboardStats` (after a first one, as the bench warms up). */
async function measured() {
  const sub = randomUUID();
  await dashboardStats(sub);
  capture.reset();
  const stats = await dashboardStats(sub);
  const calls = [...capture.calls];
  return {
    stats,
    calls: calls.length,
    queries: calls.filter((c) => c.command.startsWith('Query')).length,
    scans: calls.filter((c) => c.command.startsWith('Scan')).length,
    items: calls.reduce((n, c) => n + c.itemsRead, 0),
    readUnits: calls.reduce((n, c) => n + c.readUnits, 0),
  };
}

const listTotal = async (params: Record<string, string>) =>
  (await listResumesFiltered(resumeListQuery.parse({ ...params, limit: '1' }))).total;

/** The linked figures of `stats` against the totals of the lists they open. */
async function expectFiguresAreListTotals(stats: Awaited<ReturnType<typeof dashboardStats>>) {
  const { listed, weeks } = stats.trends;
  expect(listed.byWeek).toEqual(await Promise.all(weeks.map((w) => listTotal({ from: w.from, to: w.to }))));
  for (const source of SUBMISSION_SOURCES)
    expect(listed.bySource[source], source).toBe(await listTotal({ source, from: listed.from }));
}

describe('GET /admin/dashboard/stats data cost', () => {
  it('reads the same items and capacity at 100 and at 1,000 candidates, with no Scan', async () => {
    const runId = randomUUID().slice(0, 8);
    await seedCandidates(0, 100, runId);
    const small = await measured();
    await seedCandidates(100, 900, runId);
    const large = await measured();

    expect(small.stats.resumes.total).toBe(100);
    expect(large.stats.resumes.total).toBe(1000);
    expect(large.stats.trends.listed.byWeek.reduce((a, b) => a + b, 0)).toBe(1000);
    await expectFiguresAreListTotals(large.stats);

    expect(large.scans + small.scans).toBe(0);
    expect({ calls: large.calls, items: large.items, readUnits: large.readUnits }).toEqual({
      calls: small.calls,
      items: small.items,
      readUnits: small.readUnits,
    });
    // Counters, the listed days of 12 weeks, the active postings and the caller's state: a handful of
    // Queries whatever the table holds.
    expect(large.queries).toBeLessThanOrEqual(4);
  }, 120_000);

  it("counts an admin's unread notifications up to 100: 300 unread read about 100 of them", async () => {
    const at = Date.now() - 60_000;
    await writeItems(
      Array.from({ length: 300 }, (_, i) => {
        const n = cvUploadNotification({
          id: randomUUID(),
          createdAt: new Date(at + i).toISOString(),
          resume: {
            _id: randomUUID(),
            name: `Róisín ${i}`,
            email: 'roisin@example.ie',
            role: 'Cloud Engineer',
          },
        });
        return n.item;
      }),
    );
    const { stats, items } = await measured();
    expect(stats.unreadNotifications).toBe(DASHBOARD_UNREAD_CAP);
    expect(await unreadCountFor(randomUUID())).toBe(300);
    expect(items).toBeLessThan(200);
  }, 60_000);
});
