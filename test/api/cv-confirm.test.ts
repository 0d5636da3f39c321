/**
 * Nobody but the candidate changes the candidate (docs/requirements.md#cv-management, #candidate-mails,
 * docs/architecture.md#upload-path): an anonymous `POST /resume/upload` for an e-mail that already
 * has a candidate (a CV, or a signed-up account) never changes that candidate's details, status or
 * current CV. The file is kept as an unconfirmed submission, recruiters see it as such, and it
 * becomes the current CV only through the confirm link mailed to the address
 * (`POST /resume/upload/confirm`), or when the candidate uploads while signed in.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { CV_CONFIRM_MESSAGES } from '../../functions/contract/messages.js';
import type { Resume, ResumeUploadResponse } from '../../functions/contract/schemas/resume.js';
import { dynamo } from '../../functions/core/clients.js';
import { getItem, tableName } from '../../functions/core/data/db.js';
import { indexKeys, keys } from '../../functions/core/data/keys.js';
import { updateResumeStatus } from '../../functions/core/data/resumes.js';
import type { SubmissionItem } from '../../functions/core/data/submissions.js';
import { sweepExpiredCvs } from '../../functions/core/domain/cv.js';
import { api, eventually, PDF, postToS3, uniqueEmail, uploadBody } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { cvObjectExists, storedResume } from '../support/cvs.js';
import { makePdf } from '../support/files.js';
import { mailsTo, type StoredMail, waitForMail } from '../support/mail.js';
import { applyStackEnv } from '../support/stack.js';
import { PASSWORD, sessionCookieOf, signUpConfirmed, withSession } from '../support/users.js';

beforeAll(() => applyStackEnv());

let admin: string;
beforeAll(async () => {
  ({ admin } = await signIn('admin'));
});

const CONFIRM_SUBJECT = /^Please confirm the CV sent with your e-mail address$/;
const ATTACKER = {
  name: 'Mallory Attacker',
  contact: { country_code: '+353', number: '861234999' },
  role: 'DevOps Engineer',
};

const submission = (userId: string, id: string) => getItem<SubmissionItem>(keys.submission(userId, id), true);

/** `POST /resume/upload` for `email` (with `token`: as a signed-in candidate), then the file; answers the submission id. */
async function uploadFor(
  email: string,
  over: Record<string, unknown> = {},
  token?: string,
): Promise<{ resumeId: string; submissionId: string; file: Uint8Array }> {
  const file = await makePdf(String(over.name ?? ATTACKER.name), email);
  const res = await api<ResumeUploadResponse>('POST', '/resume/upload', {
    token,
    body: uploadBody(file, { ...ATTACKER, ...over, email }),
  });
  expect(res.status, res.body.message).toBe(201);
  const { resumeId, upload } = res.body.data!;
  expect(await postToS3(upload, file, PDF)).toBe(204);
  const submissionId = /quarantine\/[^/]+\/([0-9a-f-]{36})$/.exec(upload.fields.key!)![1]!;
  await eventually(async () =>
    (await submission(resumeId, submissionId))?.status === 'accepted' ? true : undefined,
  );
  return { resumeId, submissionId, file };
}

/** The confirm token in a mail's `/confirm-cv#token=...` link (text part). */
function confirmTokenIn(mail: StoredMail): string {
  const m = /\/confirm-cv#token=([A-Za-z0-9_-]+)/.exec(mail.body.text ?? '');
  if (!m) throw new Error(`no confirm link in "${mail.subject}"`);
  return m[1]!;
}

/**
 * A candidate whose first CV (careers form, no sign-in) is their current one. Not `candidateWithCv`:
 * these tests do not need the search index, so they do not wait for it.
 */
async function candidateWithCv(over: { name: string; role?: string }) {
  const email = uniqueEmail('owner');
  const { resumeId } = await uploadFor(email, {
    name: over.name,
    role: over.role ?? 'Cloud Engineer',
    contact: { country_code: '+353', number: '871234567' },
  });
  await eventually(async () => ((await storedResume(resumeId))?.cv ? true : undefined));
  return { id: resumeId, email };
}

async function shown(id: string): Promise<Resume> {
  const res = await api<{ resume: Resume }>('GET', `/resume/${id}`, { token: admin });
  expect(res.status).toBe(200);
  return res.body.data!.resume;
}

async function signedUp(name: string) {
  const email = uniqueEmail('signed');
  await signUpConfirmed(email, name, PASSWORD);
  const login = await api<{ token: string; user: { _id: string } }>('POST', '/user/auth/login', {
    body: { email, password: PASSWORD },
  });
  expect(login.status).toBe(200);
  return {
    email,
    token: login.body.data!.token,
    id: login.body.data!.user._id,
    cookie: sessionCookieOf(login),
  };
}

describe('an anonymous upload for a known e-mail', () => {
  it("never changes a shortlisted candidate's status, current CV or details; it is kept unconfirmed", async () => {
    const owner = await candidateWithCv({ name: 'Aoife Owner', role: 'Cloud Engineer' });
    await updateResumeStatus(owner.id, 'shortlisted');
    const before = (await storedResume(owner.id))!;

    const attack = await uploadFor(owner.email);
    expect(attack.resumeId).toBe(owner.id);

    const after = (await storedResume(owner.id))!;
    expect(after.status).toBe('shortlisted');
    expect(after.cv).toEqual(before.cv);
    expect(after.name).toBe('Aoife Owner');
    expect(after.contact).toEqual(before.contact);
    expect(after.role).toBe('Cloud Engineer');
    expect(after.jobTitles).toEqual(before.jobTitles);
    expect(after.expiryDate).toBe(before.expiryDate);

    // Recruiters see it, marked unconfirmed; the default download is still the owner's CV.
    const resume = await shown(owner.id);
    const listed = resume.submissions!.find((s) => s.id === attack.submissionId)!;
    expect(listed).toMatchObject({ status: 'accepted', unconfirmed: true, name: ATTACKER.name });
    expect(resume.submissions!.find((s) => s.id === before.cv!.submissionId)?.unconfirmed).toBe(false);
    const dl = await api<{ fileName: string }>('GET', `/resume/${owner.id}/download`, { token: admin });
    expect(dl.status).toBe(200);
    const current = await api<{ fileName: string }>(
      'GET',
      `/resume/${owner.id}/download?submission=${before.cv!.submissionId}`,
      { token: admin },
    );
    expect(dl.body.data!.fileName).toBe(current.body.data!.fileName);
    expect(resume.foundInCv?.phones ?? []).not.toContain('+353 86 123 4999');

    // The owner is asked, not told that their CV was replaced; the attacker's role is quoted data.
    const mail = await waitForMail(owner.email, { subject: CONFIRM_SUBJECT });
    expect(mail.body.text).toContain('Hello Aoife Owner');
    expect(mail.body.text).toContain(`“${ATTACKER.role}”`);
    expect((await mailsTo(owner.email)).some((m) => /^A new CV was sent/.test(m.subject))).toBe(false);
  });

  it("never changes a signed-up candidate's name, phone or role when they have no CV yet", async () => {
    const me = await signedUp('Bríd Signedup');
    const before = (await storedResume(me.id))!;
    const attack = await uploadFor(me.email);
    expect(attack.resumeId).toBe(me.id);
    const after = (await storedResume(me.id))!;
    expect(after.name).toBe('Bríd Signedup');
    expect(after.contact).toEqual(before.contact);
    expect(after.role).toBe(before.role);
    expect(after.cv).toBeUndefined();
    const profile = await api<{ user: { name: string; cv: unknown } }>('GET', '/user/profile', {
      token: me.token,
    });
    expect(profile.body.data!.user).toMatchObject({ name: 'Bríd Signedup', cv: null });
    await waitForMail(me.email, { subject: CONFIRM_SUBJECT });
  });
});

describe('POST /resume/upload/confirm', () => {
  it('the link mailed to the address makes the file the current CV, once, with an audit entry', async () => {
    const owner = await candidateWithCv({ name: 'Ciara Confirms' });
    const before = (await storedResume(owner.id))!;
    const upload = await uploadFor(owner.email, { name: 'Ciara Confirms', role: 'Business Analyst' });
    const token = confirmTokenIn(await waitForMail(owner.email, { subject: CONFIRM_SUBJECT }));

    const res = await api<{ fileName: string; alreadyConfirmed: boolean }>('POST', '/resume/upload/confirm', {
      body: { token },
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ alreadyConfirmed: false });
    const after = (await storedResume(owner.id))!;
    expect(after.cv?.submissionId).toBe(upload.submissionId);
    expect(after.name).toBe('Ciara Confirms');
    expect(after.jobTitles).toContain('Business Analyst');
    expect(after.expiryDate! >= before.expiryDate!).toBe(true);
    const s = (await submission(owner.id, upload.submissionId))!;
    expect(s.confirmation).toBe('confirmed');
    expect((await shown(owner.id)).submissions!.find((x) => x.id === upload.submissionId)?.unconfirmed).toBe(
      false,
    );

    // Single use: a second click changes nothing and writes no second entry.
    const again = await api<{ alreadyConfirmed: boolean }>('POST', '/resume/upload/confirm', {
      body: { token },
    });
    expect(again.status).toBe(200);
    expect(again.body.data!.alreadyConfirmed).toBe(true);
    expect((await storedResume(owner.id))!.updatedAt).toBe(after.updatedAt);
    const activity = (await shown(owner.id)).activity!.filter((a) => a.action === 'cv.confirmed');
    expect(activity).toHaveLength(1);
    expect(activity[0]!.details).toMatchObject({ submissionId: upload.submissionId });
  });

  it.each([
    ['no token', {}, 400],
    ['a number', { token: 42 }, 400],
    ['an oversized token', { token: 'a'.repeat(5000) }, 400],
    ['an unknown token', { token: 'A'.repeat(43) }, 404],
  ])('%s → clear 4xx, nothing written', async (_label, body, status) => {
    const res = await api('POST', '/resume/upload/confirm', { body });
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toEqual(expect.any(String));
    if (status === 404) expect(res.body.message).toBe(CV_CONFIRM_MESSAGES.linkInvalid);
  });

  it('an unconfirmed file never confirmed is erased after its own deadline; the record stays as it was', async () => {
    const owner = await candidateWithCv({ name: 'Dara Ignores' });
    const upload = await uploadFor(owner.email);
    // Its link is minted at delivery, only while the file waits: read it before the sweep erases it.
    const token = confirmTokenIn(await waitForMail(owner.email, { subject: CONFIRM_SUBJECT }));
    const s = (await submission(owner.id, upload.submissionId))!;
    const record = (await storedResume(owner.id))!;
    // Held until its own deadline, never past the record's expiry.
    expect(s.expiresAt <= record.expiryDate!).toBe(true);
    const past = new Date(Date.now() - 60_000).toISOString();
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.submission(owner.id, upload.submissionId),
        UpdateExpression: 'SET expiresAt = :e, gsi4sk = :s',
        ExpressionAttributeValues: {
          ':e': past,
          ':s': indexKeys.submissionExpiry({ userId: owner.id, id: upload.submissionId, expiresAt: past })
            .gsi4sk,
        },
      }),
    );
    await sweepExpiredCvs();
    expect(await submission(owner.id, upload.submissionId)).toBeUndefined();
    expect(await cvObjectExists(s.file!.key)).toBe(false);
    const after = (await storedResume(owner.id))!;
    expect(after.cv).toEqual(record.cv);
    expect(await cvObjectExists(record.cv!.key)).toBe(true);
    const res = await api('POST', '/resume/upload/confirm', { body: { token } });
    expect(res.status).toBe(404);
  });
});

describe('a signed-in upload', () => {
  it("through the careers form with the candidate's own session becomes the current CV at once", async () => {
    const me = await signedUp('Eimear Session');
    const first = await uploadFor(me.email, { name: 'Eimear Session' }, me.token);
    expect((await storedResume(me.id))!.cv?.submissionId).toBe(first.submissionId);
    const second = await uploadFor(me.email, { name: 'Eimear Session' }, me.token);
    const after = (await storedResume(me.id))!;
    expect(after.cv?.submissionId).toBe(second.submissionId);
    expect(after.name).toBe('Eimear Session');
    expect((await mailsTo(me.email)).some((m) => CONFIRM_SUBJECT.test(m.subject))).toBe(false);
  });

  it('a session the candidate logged out of counts as no session: the upload is taken, kept unconfirmed', async () => {
    const me = await signedUp('Siobhán Ní Bhriain');
    const first = await uploadFor(me.email, { name: 'Siobhán Ní Bhriain' }, me.token);
    expect((await withSession('/user/auth/logout', me.cookie)).status).toBe(200);
    const later = await uploadFor(me.email, { name: 'Siobhán Ní Bhriain' }, me.token);
    expect((await storedResume(me.id))!.cv?.submissionId).toBe(first.submissionId);
    expect((await submission(me.id, later.submissionId))?.confirmation).toBe('unconfirmed');
  });

  it("another candidate's session does not count as the owner's", async () => {
    const owner = await candidateWithCv({ name: 'Fiona Owner' });
    const other = await signedUp('Grainne Other');
    const before = (await storedResume(owner.id))!;
    await uploadFor(owner.email, {}, other.token);
    expect((await storedResume(owner.id))!.cv).toEqual(before.cv);
  });
});
