/**
 * The server's reading of an accepted CV (issue 14) through the current upload flow: a visitor's
 * PDF and DOCX go through `POST /resume/upload`, the presigned POST and `cv-received`; the text is
 * then kept beside the accepted file as `{key}.txt` and the facts on its submission (the record's
 * current CV is that submission's file).
 */
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResumeUploadResponse } from '../../functions/contract/schemas/resume.js';
import { getItem } from '../../functions/core/data/db.js';
import { keys } from '../../functions/core/data/keys.js';
import type { ResumeItem } from '../../functions/core/data/resumes.js';
import { getSubmission, type StoredCvFacts } from '../../functions/core/data/submissions.js';
import { api, DOCX, eventually, PDF, postToS3, uniqueEmail, uploadBody } from '../support/api.js';
import { closeCvBrowser, docxFile, imageOnlyPdf, pdfkitPdf, SAMPLE_CV } from '../support/cv-files.js';
import { applyStackEnv } from '../support/stack.js';

beforeAll(() => {
  applyStackEnv();
});
afterAll(closeCvBrowser);

/** The record with the facts of its current CV: those of its submission `cv.submissionId`. */
async function record(id: string): Promise<(ResumeItem & { cvFacts?: StoredCvFacts }) | undefined> {
  const r = await getItem<ResumeItem>(keys.user(id), true);
  const s = r?.cv?.submissionId ? await getSubmission(id, r.cv.submissionId) : undefined;
  return r && { ...r, cvFacts: s?.facts };
}

async function textObject(key: string): Promise<string | undefined> {
  try {
    const out = await new S3Client({ forcePathStyle: true }).send(
      new GetObjectCommand({ Bucket: process.env.CV_BUCKET, Key: key }),
    );
    return out.Body!.transformToString('utf8');
  } catch {
    return undefined;
  }
}

async function uploadAndRead(
  file: Uint8Array,
  contentType: string,
  fileName: string,
  done: (facts: StoredCvFacts) => boolean = () => true,
) {
  const body = uploadBody(file, { contentType, fileName, email: uniqueEmail('reading') });
  const res = await api<ResumeUploadResponse>('POST', '/resume/upload', { body });
  expect(res.status, res.body.message).toBe(201);
  expect(await postToS3(res.body.data!.upload, file, contentType)).toBeLessThan(300);
  return eventually(async () => {
    const r = await record(res.body.data!.resumeId);
    return r?.cvFacts && done(r.cvFacts) ? r : undefined;
  }, 50_000);
}

describe('an accepted CV is read on the server', () => {
  for (const [label, make, type, fileName] of [
    ['PDF', () => pdfkitPdf(SAMPLE_CV), PDF, 'cv.pdf'],
    ['DOCX', () => docxFile(SAMPLE_CV), DOCX, 'cv.docx'],
  ] as const) {
    it(`keeps the text and the facts of a ${label}`, async () => {
      const r = await uploadAndRead(await make(), type, fileName);
      const cvKey = r.cv!.key;
      expect(r.cvFacts).toMatchObject({
        cvKey,
        status: 'read',
        textKey: `${cvKey}.txt`,
        name: 'Aoife Murphy',
        emails: ['aoife.murphy@example.ie'],
        phones: [{ e164: '+353871234567', national: '087 123 4567' }],
        links: {
          linkedin: 'https://www.linkedin.com/in/aoife-murphy',
          github: 'https://github.com/aoifem',
          portfolio: 'https://aoife.dev/',
        },
        // The full vocabulary's skills, in the text's order (functions/contract/cv-skills.ts).
        skills: ['TypeScript', 'React', 'Node.js', 'AWS', 'Docker'],
      });
      const text = await textObject(`${cvKey}.txt`);
      expect(text).toContain('Tel: 087 123 4567 | Mail: aoife.murphy@example.ie');
      // The text object's own ObjectCreated event is not an upload: it is still there afterwards.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await textObject(`${cvKey}.txt`)).toBe(text);
      expect((await record(r.id))?.cv?.key).toBe(cvKey);
    });
  }

  it('marks a password-protected PDF "protected" and keeps no text', async () => {
    const r = await uploadAndRead(await pdfkitPdf(SAMPLE_CV, { userPassword: 'cv-2025' }), PDF, 'cv.pdf');
    expect(r.cvFacts).toMatchObject({ status: 'protected', emails: [], phones: [], skills: [] });
    expect(r.cvFacts?.textKey).toBeUndefined();
    expect(await textObject(`${r.cv!.key}.txt`)).toBeUndefined();
  });

  it('hands a scanned PDF to the OCR function, which keeps its text and facts', async () => {
    const scan = await imageOnlyPdf(SAMPLE_CV);
    const r = await uploadAndRead(scan, PDF, 'scan.pdf', (f) => f.status !== 'ocr-pending');
    expect(r.cvFacts).toMatchObject({
      status: 'ocr',
      textKey: `${r.cv!.key}.txt`,
      name: 'Aoife Murphy',
      emails: ['aoife.murphy@example.ie'],
      phones: [{ e164: '+353871234567' }],
    });
    expect(await textObject(`${r.cv!.key}.txt`)).toContain('Aoife Murphy');
    // The skills read from the scan become the candidate's (tags, skill filter), as a text file's do.
    const skills = await eventually(async () => {
      const now = await record(r.id);
      return now?.skills?.length ? now.skills : undefined;
    }, 10_000);
    expect(skills).toEqual(expect.arrayContaining(['TypeScript', 'React', 'AWS', 'Docker']));
  }, 90_000);
});
