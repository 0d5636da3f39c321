/**
 * The contact facts a candidate's CVs add beside the typed ones (functions/core/data/submissions.ts
 * `foundInCv`): a number whose country the CV does not tell is shown as written and marked (issue 37).
 */
import { describe, expect, it } from 'vitest';
import { findRecordFacts } from '../../functions/contract/cv-skills';
import { foundInCv, type SubmissionItem, UNDECIDED_PHONE_MARK } from '../../functions/core/data/submissions';

const submission = (text: string) =>
  ({
    status: 'accepted',
    file: { key: 'cvs/a/b.pdf' },
    facts: {
      ...findRecordFacts(text),
      cvKey: 'cvs/a/b.pdf',
      status: 'read',
      readAt: '2026-01-01T00:00:00.000Z',
    },
  }) as unknown as SubmissionItem;

describe('foundInCv', () => {
  it('shows an undecided number as written and marked, a decided one in its international form', () => {
    const found = foundInCv([submission('EXPERIENCIA\nCelular: 987 654 321\nTel: +44 20 7946 0958')], {
      email: 'x@example.com',
    });
    expect(found.phones).toEqual(['+44 20 7946 0958', `987 654 321 ${UNDECIDED_PHONE_MARK}`]);
  });
});
