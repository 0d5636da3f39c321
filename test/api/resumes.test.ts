/**
 * The recruiter's resume routes (docs/requirements.md#cv-management, #api-calls): the filtered list with
 * its totals, one record, status change, expiry date, download link, deletion and check-expired,
 * each with its auth levels, bad input and unknown ids.
 */
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { isoDay } from '../../functions/contract/dates.js';
import { dublinDayStart } from '../../functions/contract/local-time.js';
import type { Resume, ResumeListResponse } from '../../functions/contract/schemas/resume.js';
import type { ResumeDownloadResponse } from '../../functions/contract/schemas/resume-admin.js';
import { getItem } from '../../functions/core/data/db.js';
import { counters, keys } from '../../functions/core/data/keys.js';
import { sweepExpiredCvs } from '../../functions/core/domain/cv.js';
import { api, eventually } from '../support/api.js';
import { signIn } from '../support/callers.js';
import {
  candidateWithAttachedCv,
  candidateWithCv,
  candidateWithoutCv,
  counterValue,
  cvObjectExists,
  storedResume,
} from '../support/cvs.js';

let admin: string;
let viewer: string;
let recruiter: string;
let candidate: string;
beforeAll(async () => {
  ({ admin, viewer, recruiter, candidate } = await signIn('admin', 'viewer', 'recruiter', 'candidate'));
});

const DAY = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** A surname no other test uses: letters only (the name rule), lower-cased prefix for search. */
function uniqueWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return `Zq${Array.from({ length: 8 }, () => letters[randomInt(26)]).join('')}`;
}

const list = (query: string, token = admin) => api<ResumeListResponse>('GET', `/resume?${query}`, { token });

describe('GET /resume filters, sort and totals', () => {
  const word = uniqueWord();
  const made: { id: string; email: string; name: string }[] = [];

  beforeAll(async () => {
    // Created one after the other, so "newest first" is the reverse of this order.
    for (const first of ['Beta', 'Alpha', 'Gamma']) {
      const name = `${word} ${first}`;
      const c = await candidateWithCv({ name });
      made.push({ ...c, name });
    }
  });

  it('search by name prefix, newest first, with the total of the matches and paging', async () => {
    const res = await list(`search=${word.toLowerCase()}&limit=2`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ totalResumes: 3, totalPages: 2, currentPage: 1, limit: 2 });
    expect(res.body.data!.resumes.map((r) => r.name)).toEqual([`${word} Gamma`, `${word} Alpha`]);
    const page2 = await list(`search=${word}&limit=2&page=2`);
    expect(page2.body.data!.resumes.map((r) => r.name)).toEqual([`${word} Beta`]);
  });

  it('search sorted by name A-Z', async () => {
    const res = await list(`search=${word}&sort=name`);
    expect(res.body.data!.resumes.map((r) => r.name)).toEqual([
      `${word} Alpha`,
      `${word} Beta`,
      `${word} Gamma`,
    ]);
  });

  it('search by the exact email and by an email prefix', async () => {
    const exact = await list(`search=${encodeURIComponent(made[0]!.email.toUpperCase())}`);
    expect(exact.body.data!.resumes.map((r) => r._id)).toEqual([made[0]!.id]);
    expect(exact.body.data!.totalResumes).toBe(1);
    const prefix = await list(`search=${encodeURIComponent(made[1]!.email.split('@')[0]!)}`);
    expect(prefix.body.data!.resumes.map((r) => r._id)).toEqual([made[1]!.id]);
  });

  it('a search nothing matches answers an empty page and total 0', async () => {
    const res = await list(`search=${uniqueWord()}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ resumes: [], totalResumes: 0, totalPages: 0 });
  });

  it('status filter, alone and with the search; every listed record has that status', async () => {
    const put = await api('PUT', `/resume/${made[2]!.id}`, { token: admin, body: { status: 'on_hold' } });
    expect(put.status).toBe(200);
    // The search index follows the status change through the table's stream (docs/architecture.md#search).
    const withSearch = await eventually(async () => {
      const r = await list(`search=${word}&status=on_hold`);
      return r.body.data?.totalResumes === 1 ? r : undefined;
    }, 15_000);
    expect(withSearch.body.data!.resumes.map((r) => r._id)).toEqual([made[2]!.id]);
    expect(withSearch.body.data!.totalResumes).toBe(1);

    const alone = await list('status=on_hold&limit=100');
    expect(alone.status).toBe(200);
    expect(alone.body.data!.resumes.every((r) => r.status === 'on_hold')).toBe(true);
    expect(alone.body.data!.resumes.map((r) => r._id)).toContain(made[2]!.id);
    expect(alone.body.data!.totalResumes).toBeGreaterThanOrEqual(1);
    // Sorted by name, with the status filter (a filtered read of the A-Z index).
    const byName = await list('status=on_hold&sort=name&limit=100');
    const names = byName.body.data!.resumes.map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(byName.body.data!.resumes.every((r) => r.status === 'on_hold')).toBe(true);
  });

  it('from (created on or after a Dublin day): today includes ours, tomorrow nothing', async () => {
    const [todayDay, tomorrowDay] = [isoDay(), isoDay(new Date(Date.now() + DAY))];
    const today = await list(`from=${todayDay}&limit=100`);
    expect(today.status).toBe(200);
    expect(today.body.data!.resumes.map((r) => r._id)).toEqual(expect.arrayContaining([made[0]!.id]));
    expect(today.body.data!.resumes.every((r) => r.createdAt >= dublinDayStart(todayDay))).toBe(true);
    expect(today.body.data!.totalResumes).toBeGreaterThanOrEqual(3);
    const tomorrow = await list(`from=${tomorrowDay}`);
    expect(tomorrow.body.data).toMatchObject({ resumes: [], totalResumes: 0 });
    const combined = await eventually(async () => {
      const r = await list(`from=${todayDay}&status=on_hold&search=${word}`);
      return r.body.data?.totalResumes === 1 ? r : undefined;
    }, 15_000);
    expect(combined.body.data!.totalResumes).toBe(1);
    const future = await list(`from=${tomorrowDay}&search=${word}&sort=name`);
    expect(future.body.data!.totalResumes).toBe(0);
  });

  it('sort=name without a search lists A-Z', async () => {
    const res = await list('sort=name&limit=50');
    const names = res.body.data!.resumes.map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('empty filter values are ignored', async () => {
    const res = await list('search=&status=&from=&sort=');
    expect(res.status).toBe(200);
  });

  it.each([
    ['status=bogus', /status must be one of: new, reviewed/],
    ['sort=oldest', /sort must be newest, name or relevance/],
    ['from=2026-13-01', /from must be/],
    ['from=yesterday', /from must be a date/],
    ['limit=0', /limit must be between 1 and 100/],
    ['page=0', /page must be 1 or more/],
    [`search=${'a'.repeat(101)}`, /search must be at most 100/],
  ])('%s → 400 with a message', async (query, message) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });
});

describe('GET /resume/{id}', () => {
  it('answers the record', async () => {
    const c = await candidateWithAttachedCv();
    const res = await api<{ resume: Resume }>('GET', `/resume/${c.id}`, { token: viewer });
    expect(res.status).toBe(200);
    expect(res.body.data!.resume).toMatchObject({ _id: c.id, email: c.email, status: 'new' });
  });

  it('unknown id → 404', async () => {
    const res = await api('GET', '/resume/00000000-0000-4000-8000-000000000000', { token: admin });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Resume not found');
  });

  it('no token → 401, candidate token → 401', async () => {
    expect((await api('GET', '/resume/x')).status).toBe(401);
    expect((await api('GET', '/resume/x', { token: candidate })).status).toBe(401);
  });
});

describe('PUT /resume/{id} (status)', () => {
  it('moves the status, its index and both per-status counters', async () => {
    const c = await candidateWithAttachedCv();
    const before = await counterValue(counters.resumesByStatus('interview_scheduled'));
    const res = await api<{ resume: Resume }>('PUT', `/resume/${c.id}`, {
      token: recruiter,
      body: { status: 'interview_scheduled' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.resume.status).toBe('interview_scheduled');
    const stored = (await storedResume(c.id))! as unknown as Record<string, string>;
    expect(stored.status).toBe('interview_scheduled');
    expect(stored.gsi2pk).toBe('RESUMES#STATUS#interview_scheduled');
    expect(await counterValue(counters.resumesByStatus('interview_scheduled'))).toBe(before + 1);
    // The same status again changes nothing.
    const again = await api('PUT', `/resume/${c.id}`, {
      token: admin,
      body: { status: 'interview_scheduled' },
    });
    expect(again.status).toBe(200);
    expect(await counterValue(counters.resumesByStatus('interview_scheduled'))).toBe(before + 1);
  });

  it('a record without a CV → 409 "Cannot update status - No CV uploaded"', async () => {
    const c = await candidateWithoutCv();
    const res = await api('PUT', `/resume/${c.id}`, { token: admin, body: { status: 'reviewed' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Cannot update status - No CV uploaded');
    expect((await storedResume(c.id))!.status).toBe('new');
  });

  it.each([
    ['unknown status', { status: 'archived' }, /status must be one of/],
    ['missing status', {}, /status must be one of/],
    ['status as number', { status: 3 }, /status must be one of/],
  ])('%s → 400, nothing written', async (_l, body, message) => {
    const c = await candidateWithAttachedCv();
    const res = await api('PUT', `/resume/${c.id}`, { token: admin, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect((await storedResume(c.id))!.updatedAt).toBe(c.record.updatedAt);
  });

  it('unknown id → 404; viewer → 403; candidate → 401', async () => {
    const unknown = await api('PUT', '/resume/00000000-0000-4000-8000-000000000000', {
      token: admin,
      body: { status: 'reviewed' },
    });
    expect(unknown.status).toBe(404);
    const c = await candidateWithAttachedCv();
    const forbidden = await api('PUT', `/resume/${c.id}`, { token: viewer, body: { status: 'reviewed' } });
    expect(forbidden.status).toBe(403);
    expect((await storedResume(c.id))!.status).toBe('new');
    expect(
      (await api('PUT', `/resume/${c.id}`, { token: candidate, body: { status: 'reviewed' } })).status,
    ).toBe(401);
  });
});

describe('PUT /resume/{id}/expiry', () => {
  it('sets a date (kept through that day) on the expiry index, and empty removes it', async () => {
    const c = await candidateWithAttachedCv();
    const date = dateIn(10);
    const set = await api<{ resume: Resume }>('PUT', `/resume/${c.id}/expiry`, {
      token: admin,
      body: { expiryDate: date },
    });
    expect(set.status).toBe(200);
    expect(set.body.data!.resume.expiryDate).toBe(`${date}T23:59:59.999Z`);
    expect((await storedResume(c.id))!.gsi4sk).toBe(`${date}T23:59:59.999Z#${c.id}`);

    const today = await api('PUT', `/resume/${c.id}/expiry`, {
      token: admin,
      body: { expiryDate: dateIn(0) },
    });
    expect(today.status).toBe(200);

    const removed = await api<{ resume: Resume }>('PUT', `/resume/${c.id}/expiry`, {
      token: admin,
      body: { expiryDate: '' },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data!.resume.expiryDate).toBeNull();
    const stored = (await storedResume(c.id))!;
    expect(stored.expiryDate).toBeUndefined();
    expect(stored.gsi4sk).toBeUndefined();
    const nulled = await api('PUT', `/resume/${c.id}/expiry`, { token: admin, body: { expiryDate: null } });
    expect(nulled.status).toBe(200);
  });

  it.each([
    ['a past date', { expiryDate: dateIn(-1) }, /today or later/],
    ['not a date', { expiryDate: 'next week' }, /expiryDate must be a date/],
    ['a number', { expiryDate: 20261231 }, /expiryDate must be a date/],
    ['missing', {}, /expiryDate must be a date/],
  ])('%s → 400, nothing written', async (_l, body, message) => {
    const c = await candidateWithAttachedCv();
    const res = await api('PUT', `/resume/${c.id}/expiry`, { token: admin, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect((await storedResume(c.id))!.expiryDate).toBe(c.record.expiryDate);
  });

  it('unknown id → 404; viewer → 403', async () => {
    const body = { expiryDate: dateIn(5) };
    expect(
      (await api('PUT', '/resume/00000000-0000-4000-8000-000000000000/expiry', { token: admin, body }))
        .status,
    ).toBe(404);
    expect((await api('PUT', '/resume/x/expiry', { token: viewer, body })).status).toBe(403);
    expect((await api('PUT', '/resume/x/expiry', { body })).status).toBe(401);
  });
});

describe('GET /resume/{id}/download', () => {
  it('a PDF: a short-lived link that opens inline', async () => {
    const c = await candidateWithAttachedCv();
    const res = await api<ResumeDownloadResponse>('GET', `/resume/${c.id}/download`, { token: viewer });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ disposition: 'inline', contentType: 'application/pdf' });
    expect(res.body.data!.url).toMatch(/X-Amz-Expires=300/);
    const file = await fetch(res.body.data!.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^inline/);
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('a Word file: Content-Disposition attachment', async () => {
    const c = await candidateWithAttachedCv({}, 'docx');
    const res = await api<ResumeDownloadResponse>('GET', `/resume/${c.id}/download`, { token: admin });
    expect(res.body.data!.disposition).toBe('attachment');
    const file = await fetch(res.body.data!.url);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename\*=UTF-8''cv\.docx/);
  });

  it('no CV → 404 "CV not available"; unknown id → 404; no token → 401', async () => {
    const c = await candidateWithoutCv();
    const res = await api('GET', `/resume/${c.id}/download`, { token: admin });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('CV not available');
    expect(
      (await api('GET', '/resume/00000000-0000-4000-8000-000000000000/download', { token: admin })).status,
    ).toBe(404);
    expect((await api('GET', `/resume/${c.id}/download`)).status).toBe(401);
  });
});

describe('DELETE /resume/{id}', () => {
  it('erases the CV file, the notification, the record and its email guard', async () => {
    const c = await candidateWithAttachedCv();
    const notificationId = [...(c.record.notificationIds ?? [])][0]!;
    expect(await getItem(keys.notification(notificationId), true)).toBeDefined();
    const res = await api('DELETE', `/resume/${c.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(await storedResume(c.id)).toBeUndefined();
    expect(await getItem(keys.emailGuard(c.email), true)).toBeUndefined();
    expect(await getItem(keys.notification(notificationId), true)).toBeUndefined();
    expect(await cvObjectExists(c.record.cv!.key)).toBe(false);
    expect((await api('GET', `/resume/${c.id}`, { token: admin })).status).toBe(404);
    // The address is free again: a new upload creates a new record.
    const again = await candidateWithAttachedCv({ email: c.email });
    expect(again.id).not.toBe(c.id);
  });

  it('a record without a CV is deleted too', async () => {
    const c = await candidateWithoutCv();
    expect((await api('DELETE', `/resume/${c.id}`, { token: admin })).status).toBe(200);
    expect(await storedResume(c.id)).toBeUndefined();
  });

  it('unknown id → 404; viewer and recruiter → 403 and nothing erased', async () => {
    expect(
      (await api('DELETE', '/resume/00000000-0000-4000-8000-000000000000', { token: admin })).status,
    ).toBe(404);
    const c = await candidateWithAttachedCv();
    expect((await api('DELETE', `/resume/${c.id}`, { token: viewer })).status).toBe(403);
    expect((await api('DELETE', `/resume/${c.id}`, { token: recruiter })).status).toBe(403);
    expect((await api('DELETE', `/resume/${c.id}`)).status).toBe(401);
    expect(await storedResume(c.id)).toBeDefined();
    expect(await cvObjectExists(c.record.cv!.key)).toBe(true);
  });
});

describe('POST /resume/check-expired and the sweep', () => {
  it('with an injected clock: a record due before it is expired and its file erased; one due later is untouched', async () => {
    const due = await candidateWithAttachedCv();
    const later = await candidateWithAttachedCv();
    const soon = new Date(Date.now() + 10 * 60_000).toISOString();
    await api('PUT', `/resume/${due.id}/expiry`, { token: admin, body: { expiryDate: soon } });
    await api('PUT', `/resume/${later.id}/expiry`, { token: admin, body: { expiryDate: dateIn(2) } });
    const laterBefore = (await storedResume(later.id))!;

    const out = await sweepExpiredCvs(new Date(Date.now() + 60 * 60_000));
    expect(out.expiredCount).toBeGreaterThanOrEqual(1);
    const after = (await storedResume(due.id))!;
    expect(after.isExpired).toBe(true);
    expect(after.cv).toBeUndefined();
    expect(await cvObjectExists(due.record.cv!.key)).toBe(false);
    expect(await storedResume(later.id)).toEqual(laterBefore);
    expect(await cvObjectExists(later.record.cv!.key)).toBe(true);

    // The list shows it expired with no CV; its status can no longer change.
    const shown = await api<{ resume: Resume }>('GET', `/resume/${due.id}`, { token: admin });
    expect(shown.body.data!.resume).toMatchObject({ isExpired: true, cv: null });
    const put = await api('PUT', `/resume/${due.id}`, { token: admin, body: { status: 'reviewed' } });
    expect(put.status).toBe(409);
  });

  it('the route answers expiredCount; two calls at once expire a record once', async () => {
    const c = await candidateWithAttachedCv();
    const soon = new Date(Date.now() + 1500).toISOString();
    expect(
      (await api('PUT', `/resume/${c.id}/expiry`, { token: admin, body: { expiryDate: soon } })).status,
    ).toBe(200);
    await new Promise((r) => setTimeout(r, 1600));
    const [a, b] = await Promise.all([
      api<{ expiredCount: number }>('POST', '/resume/check-expired', { token: recruiter }),
      api<{ expiredCount: number }>('POST', '/resume/check-expired', { token: admin }),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.data!.expiredCount + b.body.data!.expiredCount).toBeGreaterThanOrEqual(1);
    const after = (await storedResume(c.id))!;
    expect(after.isExpired).toBe(true);
    expect(await cvObjectExists(c.record.cv!.key)).toBe(false);
  });

  it('viewer → 403; no token → 401', async () => {
    expect((await api('POST', '/resume/check-expired', { token: viewer })).status).toBe(403);
    expect((await api('POST', '/resume/check-expired')).status).toBe(401);
  });
});
