/**
 * Issue 14.3: `GET /resume/{id}` answers `foundInCv`, the phones, e-mails and links the server read
 * from the candidate's accepted CVs (newest first, without repeats), leaving out the typed phone and
 * e-mail (docs/requirements.md#cv-management: found in the CV).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Resume } from '../../functions/contract/schemas/resume.js';
import { api, eventually, uniqueEmail } from '../support/api.js';
import { signIn } from '../support/callers.js';
import type { CvLines } from '../support/cv-files.js';
import { submitCvLines } from '../support/cvs.js';

let admin: string;
beforeAll(async () => {
  ({ admin } = await signIn('admin'));
});

const submit = (email: string, lines: CvLines) =>
  submitCvLines(email, lines, { contact: { country_code: '+353', number: '871234567' } });

const detail = async (id: string) =>
  (await api<{ resume: Resume }>('GET', `/resume/${id}`, { token: admin })).body.data!.resume;

describe('GET /resume/{id} foundInCv', () => {
  it('lists the CV facts beside the typed ones, newest first, without repeats or the typed values', async () => {
    const email = uniqueEmail('facts');
    const id = await submit(email, [
      'Aoife Murphy',
      `Tel: 087 123 4567 | Mail: ${email}`,
      'Other: +44 20 7123 4567 | aoife.work@example.com',
      'linkedin.com/in/aoife-murphy-facts',
    ]);
    const first = await detail(id);
    // The typed phone (+353 87 123 4567) and the typed e-mail are not repeated as "from CV".
    expect(first.foundInCv).toEqual({
      phones: ['+44 20 7123 4567'],
      emails: ['aoife.work@example.com'],
      links: ['https://www.linkedin.com/in/aoife-murphy-facts'],
    });

    await submit(email, [
      'Aoife Murphy',
      'Mobile: +1 202 456 1111 | AOIFE.WORK@example.com',
      'github.com/aoife-facts',
    ]);
    await eventually(async () => ((await detail(id)).submissions?.length === 2 ? true : undefined));
    const second = await detail(id);
    expect(second.foundInCv!.phones).toEqual(['+1 202 456 1111', '+44 20 7123 4567']);
    expect(second.foundInCv!.emails).toEqual(['aoife.work@example.com']);
    expect(second.foundInCv!.links).toEqual([
      'https://github.com/aoife-facts',
      'https://www.linkedin.com/in/aoife-murphy-facts',
    ]);
  });

  it('answers empty lists for a candidate whose CV holds no other contact facts', async () => {
    const email = uniqueEmail('nofacts');
    const id = await submit(email, ['Aoife Murphy', email, 'Skills: TypeScript, React']);
    expect((await detail(id)).foundInCv).toEqual({ phones: [], emails: [], links: [] });
  });
});
