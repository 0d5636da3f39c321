/**
 * Apply Now from the candidate's side, for tests (docs/requirements.md#jobs-page): a real account,
 * real applications over HTTP, real CV files through the presigned POST.
 */
import { expect } from 'vitest';
import type { JobPosting } from '../../functions/contract/schemas/catalog.js';
import { api, eventually, PDF, postToS3, seededAdminToken, uniqueEmail } from './api.js';
import { createDepartment, createPosting } from './catalog.js';
import { findable, storedResume } from './cvs.js';
import { makePdf } from './files.js';
import { waitForMails } from './mail.js';
import { signUpConfirmed } from './users.js';

const PASSWORD = 'Str0ng!pass';
/** The mails a CV's acceptance sends (not the sign-up's code mail). */
const CV_MAIL = /CV/;

/**
 * A candidate signed up and signed in (`token`: their ID token) who applied to each of `postings`
 * with a PDF CV (and `coverLetter`, when given), once every CV was accepted (one mail each arrived).
 */
export async function applicantTo(
  postings: readonly { _id: string }[],
  name = 'Caoimhe Ní Dhonnchadha',
  coverLetter?: string,
): Promise<{ id: string; email: string; token: string }> {
  const email = uniqueEmail('applicant');
  await signUpConfirmed(email, name, PASSWORD);
  const login = await api<{ token: string; user: { _id: string } }>('POST', '/user/auth/login', {
    body: { email, password: PASSWORD },
  });
  const { token, user } = login.body.data!;
  const pdf = await makePdf(name, email);
  for (const posting of postings) {
    const res = await api<{ upload: { url: string; fields: Record<string, string> } }>(
      'POST',
      `/job-posting/${posting._id}/apply`,
      {
        token,
        body: {
          name,
          email,
          contact: { country_code: '+353', number: '851234567' },
          fileName: 'cv.pdf',
          contentType: PDF,
          size: pdf.byteLength,
          ...(coverLetter ? { coverLetter } : {}),
        },
      },
    );
    expect(res.status).toBe(201);
    expect(await postToS3(res.body.data!.upload, pdf, PDF)).toBe(204);
  }
  // Every CV accepted (each sends its mail after its accept is written): the record is settled. A
  // mail whose first send failed on a busy host goes out with the outbox's next run, once a minute
  // (OUTBOX_INTERVAL_MS of lib/local/gateway/events.ts): 20 s was red under load.
  await waitForMails(email, { count: postings.length, subject: CV_MAIL, ms: 75_000 });
  await eventually(async () => ((await storedResume(user._id))?.cv ? true : undefined));
  await findable(user._id, email);
  return { id: user._id, email, token };
}

/**
 * A new job posting (in a department of its own, created by the seeded admin) with one applicant
 * per name of `names`, in that order, each applied through the API with a PDF CV (`applicantTo`).
 */
export async function postingWithApplicants(
  names: readonly string[],
): Promise<{ posting: JobPosting; applicants: { id: string; email: string; token: string }[] }> {
  const token = await seededAdminToken();
  const department = await createDepartment(token);
  const posting = await createPosting(token, department._id);
  const applicants = await Promise.all(names.map((name) => applicantTo([posting], name)));
  return { posting, applicants };
}
