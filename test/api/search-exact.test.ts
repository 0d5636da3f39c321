/**
 * An exact e-mail or phone search answers from the table at once, then from the index (issue 37
 * item 5, docs/architecture.md#search): a recruiter who pastes the number from the live
 * notification finds the CV right after its acceptance, typed any way people write it; the phone
 * item goes with the candidate's erasure.
 */
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResumeListResponse, ResumeUploadResponse } from '../../functions/contract/schemas/resume.js';
import { queryAll } from '../../functions/core/data/db.js';
import { ranges } from '../../functions/core/data/keys.js';
import { api, PDF, postToS3, uniqueEmail, uploadBody } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { candidateWithAttachedCv, storedResume } from '../support/cvs.js';
import { makePdf } from '../support/files.js';

let admin: string;
beforeAll(async () => {
  ({ admin } = await signIn('admin'));
  // A warm reader: a first search downloads the index, and the indexer could catch up meanwhile.
  await api('GET', '/resume?search=warm', { token: admin });
});

const search = async (q: string, extra = '') => {
  const res = await api<ResumeListResponse>('GET', `/resume?search=${encodeURIComponent(q)}${extra}`, {
    token: admin,
  });
  expect(res.status).toBe(200);
  return res.body.data!;
};

/** A 9-digit Irish mobile number no other test uses (national digits). */
const mobile = () => `87${randomInt(1_000_000, 10_000_000)}`;

/**
 * Hands in a CV typed with `national` as its +353 phone and answers the candidate's id the moment
 * the record holds the accepted CV (read every 10 ms: the indexer follows the table's stream a
 * poll of 250 ms and an index write later, so a search now is a search before the index has it).
 */
async function justAccepted(name: string, national: string): Promise<string> {
  const email = uniqueEmail('phonesearch');
  const file = await makePdf(name, email);
  const res = await api<ResumeUploadResponse>('POST', '/resume/upload', {
    body: uploadBody(file, { name, email, contact: { country_code: '+353', number: national } }),
  });
  expect(res.status, res.body.message).toBe(201);
  const id = res.body.data!.resumeId;
  expect(await postToS3(res.body.data!.upload, file, PDF)).toBeLessThan(300);
  for (const until = Date.now() + 30_000; Date.now() < until; ) {
    if ((await storedResume(id))?.cv) return id;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the CV was not accepted within 30 s');
}

describe('an exact phone search right after the upload', () => {
  it('answers the new candidate from the table before the search index holds them, typed any way', async () => {
    const national = mobile();
    const id = await justAccepted('Fionn Phonesearch', national);
    // At once, as a recruiter pastes the number from the notification: the indexer has not run yet.
    const grouped = `${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`;
    for (const typed of [`+353 ${grouped}`, `0${grouped}`, `00353${national}`, `+353-${national}`]) {
      const found = await search(typed);
      expect(
        found.resumes.map((r) => r._id),
        typed,
      ).toContain(id);
      expect(found.resumes.find((r) => r._id === id)?.match?.field).toBe('phone');
    }
    // Another country's calling code does not name it; the filters still apply.
    expect((await search(`+44 ${grouped}`)).resumes.map((r) => r._id)).not.toContain(id);
    expect((await search(`+353${national}`, '&status=rejected')).resumes.map((r) => r._id)).not.toContain(id);
  });

  it("an erased candidate's phone item goes with the record, and the number finds nobody", async () => {
    const national = mobile();
    const { id } = await candidateWithAttachedCv({
      name: 'Nuala Phonegone',
      contact: { country_code: '+353', number: national },
    });
    expect(await queryAll(ranges.resumesWithPhone(national))).toEqual([
      expect.objectContaining({ userId: id, countryCode: '+353' }),
    ]);
    expect((await api('DELETE', `/resume/${id}`, { token: admin })).status).toBe(200);
    expect(await queryAll(ranges.resumesWithPhone(national))).toEqual([]);
    expect((await search(`+353${national}`)).resumes).toEqual([]);
  });
});
