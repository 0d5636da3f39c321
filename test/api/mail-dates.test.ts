/**
 * Every date a mail promises comes from the record it speaks of (docs/requirements.md#candidate-mails):
 * each candidate mail is produced for a real record through the API, read from the mail emulator, and
 * the days it names are compared with the record's (or, for the confirmation request, the
 * unconfirmed submission's own deadline), in Irish English as the mails write them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../functions/contract/dates.js';
import type { ResumeUploadResponse } from '../../functions/contract/schemas/resume.js';
import { getItem } from '../../functions/core/data/db.js';
import { keys } from '../../functions/core/data/keys.js';
import { setResumeExpiry } from '../../functions/core/data/resume-retention.js';
import type { SubmissionItem } from '../../functions/core/data/submissions.js';
import { mailExpiryReminders } from '../../functions/core/domain/candidate-mails.js';
import { api, eventually, PDF, postToS3, uniqueEmail, uploadBody } from '../support/api.js';
import { storedResume } from '../support/cvs.js';
import { makePdf } from '../support/files.js';
import { type StoredMail, waitForMail } from '../support/mail.js';
import { applyStackEnv } from '../support/stack.js';
import { PASSWORD, signUpConfirmed } from '../support/users.js';

beforeAll(() => applyStackEnv());

const DAY = 86_400_000;
/** Every "20 February 2027" a mail's text part names. */
const daysIn = (mail: StoredMail) => [
  ...new Set(
    (mail.body.text ?? '').match(
      /\b\d{1,2} (?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/g,
    ),
  ),
];
const day = (iso: string) => formatDate(iso, 'longDay')!;

/** Uploads a CV for `email` (with `token`: signed in) and waits for its verdict; answers the ids. */
async function upload(email: string, name: string, token?: string) {
  const file = await makePdf(name, email);
  const res = await api<ResumeUploadResponse>('POST', '/resume/upload', {
    token,
    body: uploadBody(file, { name, email }),
  });
  expect(res.status, res.body.message).toBe(201);
  const { resumeId, upload: form } = res.body.data!;
  expect(await postToS3(form, file, PDF)).toBe(204);
  const submissionId = /([0-9a-f-]{36})$/.exec(form.fields.key!)![1]!;
  const submission = await eventually(async () => {
    const s = await getItem<SubmissionItem>(keys.submission(resumeId, submissionId), true);
    return s?.status === 'accepted' ? s : undefined;
  });
  return { resumeId, submission };
}

describe('the dates candidate mails promise', () => {
  it("the acknowledgement promises the record's expiry date (90 days), not the request's 24 hours", async () => {
    const email = uniqueEmail('ackdate');
    const { resumeId } = await upload(email, 'Aoife Dates');
    const record = await eventually(async () =>
      (await storedResume(resumeId))?.expiryDate ? storedResume(resumeId) : undefined,
    );
    const mail = await waitForMail(email, { subject: /^We received your CV/ });
    expect(daysIn(mail)).toEqual([day(record!.expiryDate!)]);
    expect(Date.parse(record!.expiryDate!) - Date.now()).toBeGreaterThan(89 * DAY);
  });

  it("the replaced-CV notice promises the record's new expiry date", async () => {
    const email = uniqueEmail('repdate');
    await signUpConfirmed(email, 'Bríd Dates', PASSWORD);
    const login = await api<{ token: string }>('POST', '/user/auth/login', {
      body: { email, password: PASSWORD },
    });
    const token = login.body.data!.token;
    await upload(email, 'Bríd Dates', token);
    const second = await upload(email, 'Bríd Dates', token);
    const record = (await storedResume(second.resumeId))!;
    expect(record.cv?.submissionId).toBe(second.submission.id);
    const mail = await waitForMail(email, { subject: /^A new CV was sent/ });
    expect(daysIn(mail)).toEqual([day(record.expiryDate!)]);
  });

  it("the confirmation request names the unconfirmed file's own deadline, within the record's expiry", async () => {
    const email = uniqueEmail('confdate');
    const { resumeId } = await upload(email, 'Ciara Dates');
    const held = await upload(email, 'Someone Else');
    const record = (await storedResume(resumeId))!;
    const mail = await waitForMail(email, { subject: /^Please confirm the CV/ });
    expect(daysIn(mail)).toContain(day(held.submission.expiresAt));
    expect(held.submission.expiresAt <= record.expiryDate!).toBe(true);
    expect(Date.parse(held.submission.expiresAt) - Date.parse(held.submission.file!.uploadedAt)).toBe(
      7 * DAY,
    );
  });

  it("the 7-day reminder names the record's expiry date", async () => {
    const email = uniqueEmail('remdate');
    const { resumeId } = await upload(email, 'Dara Dates');
    const soon = new Date(Date.now() + 3 * DAY).toISOString();
    await setResumeExpiry(resumeId, soon);
    await mailExpiryReminders();
    const mail = await waitForMail(email, { subject: /^Your CV will be erased on / });
    expect(daysIn(mail)).toEqual([day(soon)]);
    expect(mail.subject).toBe(`Your CV will be erased on ${day(soon)}`);
  });
});
