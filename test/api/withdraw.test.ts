/**
 * Withdrawing an application (docs/requirements.md#my-data): `DELETE /my-data/applications/{id}`
 * with the candidate's token or a mail's manage token takes the application off the candidate's
 * record and out of CV Management; the CV stays. Unknown or malformed ids, a repeat and a missing
 * token answer 4xx with a message and change nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MY_DATA_MESSAGES, type MyDataExport } from '../../functions/contract/schemas/my-data.js';
import type { Resume } from '../../functions/contract/schemas/resume.js';
import { getApplication } from '../../functions/core/data/applications.js';
import { api, seededAdminToken } from '../support/api.js';
import { applicantTo } from '../support/applications.js';
import { createDepartment, createPosting, uniqueName, unknownId } from '../support/catalog.js';
import { storedResume } from '../support/cvs.js';
import { manageTokenIn, waitForMail } from '../support/mail.js';
import { applyStackEnv } from '../support/stack.js';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let admin: string;
let postings: { _id: string; job_title: string }[];

beforeAll(async () => {
  applyStackEnv();
  admin = await seededAdminToken();
  const department = await createDepartment(admin);
  postings = [
    await createPosting(admin, department._id, { job_title: uniqueName('Withdraw Analyst') }),
    await createPosting(admin, department._id, { job_title: uniqueName('Withdraw Engineer') }),
  ];
});

const adminView = async (id: string): Promise<Resume> => {
  const data = (await api<{ resume: Resume }>('GET', `/resume/${id}`, { token: admin })).body.data!;
  return data.resume;
};

describe('DELETE /my-data/applications/{id}', () => {
  it("withdraws one application: gone from the candidate's page and from CV Management; the CV stays", async () => {
    const c = await applicantTo(postings);
    const [first, second] = postings;
    const res = await api('DELETE', `/my-data/applications/${first!._id}`, { headers: bearer(c.token) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MY_DATA_MESSAGES.withdrawn(first!.job_title));

    expect(await getApplication(c.id, first!._id)).toBeUndefined();
    expect(await getApplication(c.id, second!._id)).toBeDefined();
    const view = await adminView(c.id);
    expect(view.applications.map((a) => a.jobId)).toEqual([second!._id]);
    expect(view.cv).not.toBeNull();

    const mine = await api<MyDataExport>('GET', '/my-data', { headers: bearer(c.token) });
    const applications = mine.body.data!.summary.submissions.filter((s) => s.kind === 'application');
    expect(applications.map((s) => s.jobId)).toEqual([second!._id]);

    // A repeat finds nothing to withdraw.
    const again = await api('DELETE', `/my-data/applications/${first!._id}`, { headers: bearer(c.token) });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(MY_DATA_MESSAGES.applicationNotFound);
  });

  it('works with the manage token of a mail too', async () => {
    const c = await applicantTo(postings);
    const token = manageTokenIn(await waitForMail(c.email, { subject: /CV/ }));
    const res = await api('DELETE', `/my-data/applications/${postings[1]!._id}`, { headers: bearer(token) });
    expect(res.status).toBe(200);
    expect((await adminView(c.id)).applications.map((a) => a.jobId)).toEqual([postings[0]!._id]);
  });

  it('answers 401 without a valid token, 404 for an unknown posting, 400 for a malformed id; nothing changes', async () => {
    const c = await applicantTo(postings);
    const before = await storedResume(c.id);
    const path = `/my-data/applications/${postings[0]!._id}`;
    for (const headers of [{}, bearer('not-a-token'), bearer('a.b.c')]) {
      const res = await api('DELETE', path, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.body.message).toBe(MY_DATA_MESSAGES.linkInvalid);
    }
    const unknown = await api('DELETE', `/my-data/applications/${unknownId()}`, { headers: bearer(c.token) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MY_DATA_MESSAGES.applicationNotFound);
    const long = await api('DELETE', `/my-data/applications/${'x'.repeat(65)}`, { headers: bearer(c.token) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBeTruthy();
    expect(await storedResume(c.id)).toEqual(before);
  });
});
