/** CV bucket keys (functions/contract/cv-keys.ts): chosen by the server, parsed back by `cv-received` and the sweep. */
import { describe, expect, it } from 'vitest';
import {
  candidateKeyPrefixes,
  cvObjectKey,
  cvTextKey,
  offerLetterKey,
  parseCvKey,
  quarantineKey,
} from '../../functions/contract/cv-keys.js';

const R = '11111111-2222-4333-8444-555555555555';
const U = '66666666-7777-4888-8999-aaaaaaaaaaaa';

describe('CV object keys', () => {
  it('take the extension from the content type, never from the file name', () => {
    expect(cvObjectKey(R, U, 'application/pdf')).toBe(`cvs/${R}/${U}.pdf`);
    expect(cvObjectKey(R, U, 'application/msword')).toBe(`cvs/${R}/${U}.doc`);
    expect(cvObjectKey(R, U, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      `cvs/${R}/${U}.docx`,
    );
  });

  it('round-trip: an accepted file, its text, an upload target', () => {
    const file = cvObjectKey(R, U, 'application/pdf');
    expect(parseCvKey(file)).toEqual({ kind: 'accepted', resumeId: R, submissionId: U });
    expect(parseCvKey(cvTextKey(file))).toEqual({
      kind: 'text',
      resumeId: R,
      submissionId: U,
      fileKey: file,
    });
    expect(parseCvKey(quarantineKey(R, U))).toEqual({ kind: 'quarantine', resumeId: R, submissionId: U });
    expect(parseCvKey('search/candidates.v1.json.gz')).toEqual({ kind: 'search' });
  });

  it.each([
    'cvs/x/y.pdf',
    `cvs/${R}/${U}.exe`,
    `other/${R}/${U}.pdf`,
    `cvs/${R}/../${U}.pdf`,
    `cvs/${R}/${U}.exe.txt`,
    `quarantine/${R}/${U}/x`,
    `quarantine/${R}`,
  ])('%s is a key we never issued', (k) => expect(parseCvKey(k)).toEqual({ kind: 'unknown' }));

  it("a candidate's objects lie under its accepted, quarantine and letters prefixes", () =>
    expect(candidateKeyPrefixes(R)).toEqual([`cvs/${R}/`, `quarantine/${R}/`, `letters/${R}/`]));

  it('an offer letter is a letter (cv-received skips it), under the candidate prefix erasure empties', () => {
    const key = offerLetterKey(R, U);
    expect(key).toBe(`letters/${R}/${U}.pdf`);
    expect(parseCvKey(key)).toEqual({ kind: 'letter' });
    expect(candidateKeyPrefixes(R).some((p) => key.startsWith(p))).toBe(true);
    expect(parseCvKey(`letters/${R}/${U}.exe`).kind).toBe('unknown');
  });
});
