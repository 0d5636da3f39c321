/** CV object keys: chosen by the server, parsed back by `cv-received`. */
import { describe, expect, it } from 'vitest';
import { cvObjectKey, parseCvObjectKey } from '../../functions/core/domain/cv.js';

const R = '11111111-2222-4333-8444-555555555555';
const U = '66666666-7777-4888-8999-aaaaaaaaaaaa';

describe('CV object keys', () => {
  it('take the extension from the content type, never from the file name', () => {
    expect(cvObjectKey(R, U, 'application/pdf')).toBe(`cvs/${R}/${U}.pdf`);
    expect(cvObjectKey(R, U, 'application/msword')).toBe(`cvs/${R}/${U}.doc`);
  });

  it('round-trip', () =>
    expect(parseCvObjectKey(cvObjectKey(R, U, 'application/pdf'))).toEqual({ resumeId: R, uploadId: U }));

  it.each(['cvs/x/y.pdf', `cvs/${R}/${U}.exe`, `other/${R}/${U}.pdf`, `cvs/${R}/../${U}.pdf`])(
    'rejects %s',
    (k) => expect(parseCvObjectKey(k)).toBeUndefined(),
  );
});
