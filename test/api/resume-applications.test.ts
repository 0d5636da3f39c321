/**
 * Applications and cover letters in CV Management (docs/requirements.md#cv-management): `GET
 * /resume/{id}` answers `applicationDetails` (posting, date, cover letter, newest first) to every
 * role that may read CVs, the read-only viewer included, and an empty list for a candidate who never
 * used Apply Now.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Resume } from '../../functions/contract/schemas/resume.js';
import { api } from '../support/api.js';
import { applicantTo } from '../support/applications.js';
import { signIn } from '../support/callers.js';
import { createDepartment, createPosting } from '../support/catalog.js';
import { candidateWithAttachedCv } from '../support/cvs.js';

let callers: Awaited<ReturnType<typeof signIn<'admin' | 'recruiter' | 'viewer'>>>;

beforeAll(async () => {
  callers = await signIn('admin', 'recruiter', 'viewer');
}, 60_000);

describe('GET /resume/{id}: applications with cover letters', () => {
  it('shows every CV-reading role the applications, newest first, with the cover letter as written', async () => {
    const department = await createDepartment(callers.admin);
    const first = await createPosting(callers.admin, department._id);
    const second = await createPosting(callers.admin, department._id);
    const letter = 'A Chara,\nI have run AWS platforms for five years — Ó Briain references on request.';
    const applicant = await applicantTo([first, second], 'Siobhán Ní Bhriain', letter);
    for (const role of ['recruiter', 'viewer'] as const) {
      const res = await api<{ resume: Resume }>('GET', `/resume/${applicant.id}`, { token: callers[role] });
      expect(res.status, role).toBe(200);
      const details = res.body.data!.resume.applicationDetails ?? [];
      expect(details.map((a) => a.jobId).sort(), role).toEqual([first._id, second._id].sort());
      expect(
        details.every((a) => a.coverLetter === letter),
        role,
      ).toBe(true);
      expect(details[0]!.appliedAt >= details[1]!.appliedAt, role).toBe(true);
    }
  }, 60_000);

  it('answers an empty list for a candidate who never applied', async () => {
    const candidate = await candidateWithAttachedCv();
    const res = await api<{ resume: Resume }>('GET', `/resume/${candidate.id}`, { token: callers.viewer });
    expect(res.body.data!.resume.applicationDetails).toEqual([]);
  });
});
