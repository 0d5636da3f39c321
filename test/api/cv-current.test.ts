/**
 * One shape of a CV (docs/architecture.md#upload-path): the record's current CV is the submission its
 * copy names (`cv.submissionId`); what is done with the file (the download, its text in the search
 * index) is done with that submission's file. A copy whose file facts disagree with it (written by
 * anything but the accept or confirm transaction) changes nothing of that.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResumeDownloadResponse } from '../../functions/contract/schemas/resume-admin.js';
import { update } from '../../functions/core/data/db.js';
import { keys } from '../../functions/core/data/keys.js';
import { listSubmissions } from '../../functions/core/data/submissions.js';
import { candidateDocument } from '../../functions/core/search/documents.js';
import { api, uniqueEmail } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { storedResume, submitCvLines } from '../support/cvs.js';

let admin: string;

beforeAll(async () => {
  ({ admin } = await signIn('admin'));
}, 60_000);

const FIRST = ['Aoife Murphy', 'aoife.first@example.ie', 'Fortran numerical methods, 2009-2015'];
const SECOND = ['Aoife Murphy', 'aoife.second@example.ie', 'Haskell compilers and Elm, 2016-2024'];

describe("the record's current CV, when the copy's facts disagree with the submission it names", () => {
  let id: string;

  beforeAll(async () => {
    const email = uniqueEmail('current');
    id = await submitCvLines(email, FIRST, { fileName: 'first.pdf' });
    await submitCvLines(email, SECOND, { fileName: 'second.pdf' });
    const record = (await storedResume(id))!;
    const submissions = await listSubmissions(id);
    const current = submissions.find((s) => s.id === record.cv!.submissionId)!;
    const older = submissions.find((s) => s.id !== current.id)!;
    expect(current.file?.fileName).toBe('second.pdf');
    // A copy that disagrees with the submission it names: the older file's facts.
    await update(keys.user(id), {
      set: { cv: { ...record.cv!, ...older.file!, submissionId: current.id } },
    });
  }, 120_000);

  it("downloads the named submission's file and its text", async () => {
    const download = await api<ResumeDownloadResponse>('GET', `/resume/${id}/download`, { token: admin });
    expect(download.status).toBe(200);
    expect(download.body.data!.fileName).toBe('second.pdf');
    const text = await api<ResumeDownloadResponse>('GET', `/resume/${id}/download?as=text`, { token: admin });
    expect(text.status).toBe(200);
    expect(await (await fetch(text.body.data!.url)).text()).toContain('Haskell compilers');
  });

  it("indexes the named submission's text for search", async () => {
    const document = await candidateDocument(id);
    expect(document?.cv).toContain('Haskell compilers');
    expect(document?.cv).not.toContain('Fortran');
  });
});
