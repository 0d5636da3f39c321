/**
 * Role-aware admin screens (docs/requirements.md#admin-roles): signed in as each admin role, every
 * write control on Job Postings, Job Titles, Departments, CV Management and the candidate page (the
 * note form, docs/requirements.md#candidate-page) is there exactly when the route it calls grants the
 * role its permission in the one permission table; the job form's address tells a read-only role it
 * may not edit, and the Audit Log (docs/requirements.md#audit-log) is offered and readable only to
 * the roles its route answers. The expectations are computed from the route table
 * and `ROLE_PERMISSIONS`, never written per role.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES, type AdminRole } from '../../functions/contract/roles.js';
import { routeByKey } from '../../functions/contract/routes.js';
import type { ResumeUploadResponse } from '../../functions/contract/schemas/resume.js';
import { can } from '../../functions/core/auth/permissions.js';
import { api, baseUrl, PDF, seededAdminToken, uniqueEmail, uploadBody } from '../support/api.js';
import { adminPageIn, launchBrowser } from '../support/browser.js';
import { createDepartment, createJobTitle, createPosting, uniqueName } from '../support/catalog.js';
import { makePdf } from '../support/files.js';
import { applyStackEnv } from '../support/stack.js';
import { PASSWORD, sessionFor } from '../support/users.js';

/** Whether `role` may call the admin route `key` (`'PUT /job-posting/{id}'`), by the route table. */
function may(role: AdminRole, key: string): boolean {
  const { permission } = routeByKey(key);
  if (!permission) throw new Error(`admin route ${key} names no permission`);
  return can([role], permission);
}

let browser: Browser;
let posting: { title: string };
let jobTitle: string;
let department: string;
let candidateId: string;

beforeAll(async () => {
  applyStackEnv();
  browser = await launchBrowser();
  const token = await seededAdminToken();
  department = uniqueName('Role Dept');
  jobTitle = uniqueName('Role Title');
  const created = await createDepartment(token, department);
  await createJobTitle(token, jobTitle);
  const job = await createPosting(token, created._id, { job_title: uniqueName('Role Posting') });
  posting = { title: job.job_title };
  // A record is all the candidate page's controls need: the upload request makes it (no file posted).
  const email = uniqueEmail('roles');
  const upload = await api<ResumeUploadResponse>('POST', '/resume/upload', {
    body: uploadBody(await makePdf('Roles Candidate', email), {
      name: 'Roles Candidate',
      email,
      contentType: PDF,
    }),
  });
  expect(upload.status).toBe(201);
  candidateId = upload.body.data!.resumeId;
});
afterAll(async () => {
  await browser?.close();
});

/** How many elements of `role` with accessible name `name` the page shows (after it settled). */
const count = (page: Page, role: 'button' | 'link', name: string) =>
  page.getByRole(role, { name, exact: true }).count();

describe.each(ADMIN_ROLES.map((r) => [r]))('signed in as %s', (role) => {
  it('shows each write control exactly when its route answers this role', async () => {
    const session = await sessionFor('admin', [role]);
    const page = await adminPageIn(browser, { as: { email: session.email, password: PASSWORD } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      // Job Postings, filtered to the posting of this test.
      await page.goto(`${baseUrl()}/admin/job-postings?q=${encodeURIComponent(posting.title)}`);
      await page.getByRole('button', { name: `View ${posting.title}`, exact: true }).waitFor();
      expect(await count(page, 'link', 'Post New Job')).toBe(may(role, 'POST /job-posting') ? 1 : 0);
      expect(await count(page, 'button', `Edit ${posting.title}`)).toBe(
        may(role, 'PUT /job-posting/{id}') ? 1 : 0,
      );
      expect(await count(page, 'button', `Pause ${posting.title}`)).toBe(
        may(role, 'PUT /job-posting/{id}/pause') ? 1 : 0,
      );
      expect(await count(page, 'button', `Delete ${posting.title}`)).toBe(
        may(role, 'DELETE /job-posting/{id}') ? 1 : 0,
      );

      // The job form's own address.
      await page.goto(`${baseUrl()}/admin/job-form`);
      const refused = page.getByText('Your role can view job postings but not create or edit them.');
      if (may(role, 'POST /job-posting')) {
        await page.getByRole('button', { name: 'Create Job' }).waitFor();
        expect(await refused.count()).toBe(0);
      } else {
        await refused.waitFor();
      }

      // Job Titles and Departments: the catalogue page.
      for (const [path, name, create, base] of [
        ['/admin/job-titles', jobTitle, 'Add Job Title', '/admin/job-titles'],
        ['/admin/departments', department, 'Add Department', '/admin/departments'],
      ] as const) {
        await page.goto(`${baseUrl()}${path}`);
        await page.getByRole('cell', { name, exact: true }).first().waitFor();
        expect(await count(page, 'button', create), `${path} ${create}`).toBe(
          may(role, `POST ${base}`) ? 1 : 0,
        );
        expect(await count(page, 'button', `Edit ${name}`), `${path} Edit`).toBe(
          may(role, `PUT ${base}/{id}`) ? 1 : 0,
        );
        expect(await count(page, 'button', `Delete ${name}`), `${path} Delete`).toBe(
          may(role, `DELETE ${base}/{id}`) ? 1 : 0,
        );
      }

      // CV Management's header action.
      await page.goto(`${baseUrl()}/admin/cv-management`);
      await page.getByRole('button', { name: 'Export CSV' }).waitFor();
      expect(await count(page, 'button', 'Check Expired CVs')).toBe(
        may(role, 'POST /resume/check-expired') ? 1 : 0,
      );

      // The candidate page: notes and timeline for every role, the note form only where it answers.
      await page.goto(`${baseUrl()}/admin/cv-management/${candidateId}`);
      await page.getByRole('heading', { name: 'Notes', exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Activity', exact: true }).waitFor();
      expect(await page.getByRole('textbox', { name: 'Add a note' }).count()).toBe(
        may(role, 'POST /resume/{id}/notes') ? 1 : 0,
      );
      expect(await count(page, 'button', 'Update Status')).toBe(may(role, 'PUT /resume/{id}') ? 1 : 0);

      // The Audit Log: in the sidebar and readable exactly where its route answers.
      expect(await count(page, 'link', 'Audit Log')).toBe(may(role, 'GET /admin/audit') ? 1 : 0);
      await page.goto(`${baseUrl()}/admin/audit`);
      if (may(role, 'GET /admin/audit')) await page.getByRole('table').waitFor();
      else await page.getByText('Your role cannot read the audit log.').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
