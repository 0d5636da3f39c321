/**
 * The CV intake's decision table (functions/core/domain/cv-intake.ts, docs/architecture.md#upload-path):
 * every outcome from what was seen, and what each resource is to do for it, without an emulator.
 */
import { describe, expect, it } from 'vitest';
import {
  cvObjectKey,
  cvTextKey,
  offerLetterKey,
  parseCvKey,
  quarantineKey,
} from '../../functions/contract/cv-keys.js';
import { CV_MESSAGES } from '../../functions/contract/messages.js';
import type { ResumeItem } from '../../functions/core/data/resumes.js';
import type { SubmissionItem } from '../../functions/core/data/submissions.js';
import {
  acceptanceTerms,
  decideIntake,
  type IntakeSight,
  needsAccount,
} from '../../functions/core/domain/cv-intake.js';

const R = '11111111-2222-4333-8444-555555555555';
const S = '66666666-7777-4888-8999-aaaaaaaaaaaa';
const KEY = quarantineKey(R, S);
const NOW = new Date('2026-11-28T10:00:00.000Z');
const MB = 1024 * 1024;

const pending = (over: Partial<SubmissionItem> = {}): SubmissionItem =>
  ({
    pk: `USER#${R}`,
    sk: `SUBMISSION#${S}`,
    id: S,
    userId: R,
    source: 'careers',
    role: 'Engineer',
    name: 'Ada Typed',
    status: 'pending',
    declared: { fileName: 'My CV.exe', contentType: 'application/pdf', size: 2048, maxBytes: 5 * MB },
    quarantineKey: KEY,
    requestedAt: '2026-11-28T09:59:00.000Z',
    expiresAt: '2026-11-29T09:59:00.000Z',
    tokenHash: 'h',
    ...over,
  }) as SubmissionItem;

const accepted = (eTag = 'etag-1'): SubmissionItem =>
  pending({
    status: 'accepted',
    file: {
      key: cvObjectKey(R, S, 'application/pdf'),
      fileName: 'My CV.pdf',
      contentType: 'application/pdf',
      size: 2048,
      uploadedAt: '2026-11-28T09:59:30.000Z',
      eTag,
    },
  });

const seen = (over: Partial<IntakeSight> = {}): IntakeSight => ({
  key: KEY,
  parsed: parseCvKey(over.key ?? KEY),
  now: NOW,
  ...over,
});

const object = (over: Partial<NonNullable<IntakeSight['object']>> = {}) => ({
  eTag: 'etag-1',
  versionId: 'v1',
  size: 2048,
  type: 'application/pdf' as const,
  ...over,
});

describe('decideIntake: keys', () => {
  it.each([
    cvObjectKey(R, S, 'application/pdf'),
    cvTextKey(cvObjectKey(R, S, 'application/pdf')),
    'search/x.gz',
    offerLetterKey(R, S),
  ])('our own object %s: duplicate, nothing done', (key) =>
    expect(decideIntake(seen({ key, parsed: parseCvKey(key) }))).toEqual({ outcome: 'duplicate', erase: [] }),
  );

  it('a key we never issued: erased, with the reason logged', () => {
    const key = 'uploads/evil.pdf';
    expect(decideIntake(seen({ key, parsed: parseCvKey(key) }))).toEqual({
      outcome: 'unknown-key',
      erase: [{ key, why: 'a key we never issued' }],
    });
  });

  it('a quarantine key without its submission: stale, erased', () =>
    expect(decideIntake(seen())).toEqual({ outcome: 'stale', erase: [{ key: KEY }] }));
});

describe('decideIntake: a decided submission', () => {
  it('a repeated delivery of the accepted version: duplicate, the quarantine copy erased, nothing else once it was read', () => {
    const submission = accepted();
    submission.facts = { cvKey: submission.file!.key, status: 'read', readAt: NOW.toISOString() } as never;
    for (const sight of [
      seen({ submission, eventETag: 'etag-1' }),
      seen({ submission, object: object(), eventETag: 'etag-1' }),
      seen({ submission, object: object() }),
    ])
      expect(decideIntake(sight)).toEqual({ outcome: 'duplicate', erase: [{ key: KEY }] });
  });

  it('a repeated delivery of an accepted file the first delivery could not read: the reading finished and its facts written', () => {
    const submission = accepted();
    expect(decideIntake(seen({ submission, object: object(), eventETag: 'etag-1' }))).toEqual({
      outcome: 'duplicate',
      read: { submission, file: submission.file },
      write: { verdict: 'facts', submission },
      erase: [{ key: KEY }],
    });
  });

  it('a repeated delivery of a scan still waiting for OCR: handed to OCR again, nothing read or written', () => {
    const submission = accepted();
    const held = { cvKey: submission.file!.key, status: 'ocr-pending', readAt: NOW.toISOString() } as never;
    submission.facts = held;
    expect(decideIntake(seen({ submission, object: object() }))).toEqual({
      outcome: 'duplicate',
      read: { submission, file: submission.file, held },
      erase: [{ key: KEY }],
    });
  });

  it('a repeated delivery of an accepted file erased since: duplicate, nothing to read', () => {
    const submission = { ...accepted(), fileErasedAt: NOW.toISOString() } as SubmissionItem;
    expect(decideIntake(seen({ submission }))).toEqual({ outcome: 'duplicate', erase: [{ key: KEY }] });
  });

  it('a second file through the used form: refused, erased, logged and counted', () => {
    expect(decideIntake(seen({ submission: accepted(), object: object({ eTag: 'other' }) }))).toEqual({
      outcome: 'refused',
      erase: [{ key: KEY, why: 'a second file through a used form' }],
      count: 'form-reused',
    });
    expect(
      decideIntake(seen({ submission: pending({ status: 'rejected' }), object: object() })).erase[0],
    ).toEqual({
      key: KEY,
      why: 'a second file through a used form',
    });
  });

  it('a repeated delivery of the rejected version (its erasure failed after the verdict): duplicate, erased again, not counted', () => {
    const submission = pending({ status: 'rejected', rejectedETag: 'etag-1' });
    expect(decideIntake(seen({ submission, object: object() }))).toEqual({
      outcome: 'duplicate',
      erase: [{ key: KEY }],
    });
    expect(decideIntake(seen({ submission, object: object({ eTag: 'other' }) })).outcome).toBe('refused');
  });

  it('an event about another version than the accepted one while the object is gone: refused, not logged as a second file', () =>
    expect(decideIntake(seen({ submission: accepted(), eventETag: 'other' }))).toEqual({
      outcome: 'refused',
      erase: [{ key: KEY }],
      count: 'form-reused',
    }));
});

describe('decideIntake: a pending submission', () => {
  const RECORD = { id: R, name: 'Ada Record', email: 'ada@example.com', updatedAt: NOW.toISOString() };
  const candidate = (over: Partial<ResumeItem> = {}, accountLinked = false) => ({
    record: { ...RECORD, ...over } as ResumeItem,
    accountLinked,
  });

  it('the object is gone, or is another version than the event names: stale, nothing done', () => {
    expect(decideIntake(seen({ submission: pending(), eventETag: 'etag-1' }))).toEqual({
      outcome: 'stale',
      erase: [],
    });
    expect(decideIntake(seen({ submission: pending(), object: object(), eventETag: 'etag-2' }))).toEqual({
      outcome: 'stale',
      erase: [],
    });
  });

  const rejected = (reason: string, rejection: string) => ({
    outcome: 'rejected',
    // The verdict before the erasure: a failed verdict write leaves the file for the retried event.
    write: {
      verdict: 'rejected',
      submission: pending(),
      reason,
      decidedAt: NOW.toISOString(),
      expiresAt: '2027-02-26T10:00:00.000Z',
      eTag: 'etag-1',
    },
    erase: [{ key: KEY }],
    count: rejection,
  });

  it('too small (before any type): rejected, kept 90 days', () =>
    expect(
      decideIntake(
        seen({
          submission: pending(),
          object: object({ size: 1023, type: undefined }),
          candidate: candidate(),
        }),
      ),
    ).toEqual(rejected(CV_MESSAGES.cvTooSmall, 'too-small')));

  it("over the submission's own limit: rejected with that limit", () => {
    const apply = pending({ declared: { ...pending().declared, maxBytes: 10 * MB } });
    const c = candidate();
    expect(
      decideIntake(seen({ submission: apply, object: object({ size: 10 * MB + 1 }), candidate: c })).outcome,
    ).toBe('rejected');
    expect(
      decideIntake(seen({ submission: apply, object: object({ size: 10 * MB }), candidate: c })).outcome,
    ).toBe('attached');
    expect(decideIntake(seen({ submission: pending(), object: object({ size: 5 * MB + 1 }) }))).toEqual(
      rejected(CV_MESSAGES.cvTooLarge(5), 'too-large'),
    );
  });

  it('not a PDF, DOC or DOCX by its bytes: rejected', () =>
    expect(decideIntake(seen({ submission: pending(), object: object({ type: undefined }) }))).toEqual(
      rejected(CV_MESSAGES.cvNotDocument, 'not-a-cv'),
    ));

  const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' as const;
  const file = {
    key: `cvs/${R}/${S}.docx`,
    fileName: 'My CV.docx',
    contentType: docx,
    size: 4096,
    uploadedAt: NOW.toISOString(),
    eTag: 'etag-1',
  };

  it("accepted: that version copied under the detected type's extension, read, written with its notification and mail, quarantine erased", () => {
    const submission = pending();
    const c = candidate();
    const decision = decideIntake(
      seen({ submission, eventETag: 'etag-1', object: object({ size: 4096, type: docx }), candidate: c }),
    );
    expect(decision).toMatchObject({
      outcome: 'attached',
      copy: { from: { key: KEY, versionId: 'v1' }, file },
      read: { submission, file },
      write: {
        verdict: 'accepted',
        submission,
        file,
        record: c.record,
        unconfirmed: false,
        expiryDate: '2027-02-26T10:00:00.000Z',
        notification: { api: { _id: S, cvData: { _id: R, name: 'Ada Typed', role: 'Engineer' } } },
        mail: { to: 'ada@example.com', template: 'cv-acknowledgement', eventId: `cv-accepted:${S}` },
      },
      erase: [{ key: KEY }],
    });
    expect(decision.count).toBeUndefined();
  });

  it('accepted for an established candidate without its session: unconfirmed, the confirm mail, the record untouched', () => {
    const submission = pending({ anonymous: true });
    const c = candidate({}, true);
    expect(
      decideIntake(seen({ submission, object: object({ size: 4096, type: docx }), candidate: c })).write,
    ).toMatchObject({
      verdict: 'accepted',
      unconfirmed: true,
      expiryDate: '2026-12-05T10:00:00.000Z',
      notification: { api: { cvData: { name: 'Ada Record' } } },
      mail: { template: 'cv-confirm', eventId: `cv-unconfirmed:${S}` },
    });
  });

  it('its candidate erased meanwhile (or being erased): stale, the quarantine object and any copy erased', () => {
    for (const c of [
      { accountLinked: false },
      candidate({ erasingSince: NOW.toISOString() } as Partial<ResumeItem>),
    ])
      expect(
        decideIntake(
          seen({ submission: pending(), object: object({ size: 4096, type: docx }), candidate: c }),
        ),
      ).toEqual({
        outcome: 'stale',
        erase: [{ key: KEY }, { key: file.key, withText: true }],
      });
  });
});

describe('acceptanceTerms', () => {
  const UPLOADED = '2026-11-28T10:00:00.000Z';
  const record = (over: Partial<ResumeItem> = {}): ResumeItem =>
    ({ id: R, name: 'Ada Record', email: 'ada@example.com', updatedAt: UPLOADED, ...over }) as ResumeItem;
  const listed = (over: Partial<ResumeItem> = {}) =>
    record({
      gsi1pk: 'RESUMES',
      cv: { key: 'cvs/x', fileName: 'a.pdf', contentType: 'application/pdf', size: 1, uploadedAt: UPLOADED },
      expiryDate: '2027-01-30T00:00:00.000Z',
      ...over,
    } as Partial<ResumeItem>);
  const owner: { name: string; anonymous?: boolean } = { name: 'Ada Typed' };
  const anonymous = { name: 'Someone Else', anonymous: true };

  it('the candidate erased or being erased: gone', () => {
    expect(acceptanceTerms(undefined, owner, UPLOADED, false)).toBe('gone');
    expect(
      acceptanceTerms(record({ erasingSince: UPLOADED } as Partial<ResumeItem>), owner, UPLOADED, false),
    ).toBe('gone');
  });

  it("a new candidate's first file: the current CV for 90 days, acknowledged, under the typed name", () =>
    expect(acceptanceTerms(record(), owner, UPLOADED, false)).toEqual({
      unconfirmed: false,
      expiryDate: '2027-02-26T10:00:00.000Z',
      name: 'Ada Typed',
      mail: 'acknowledgement',
    }));

  it("the owner's file for a listed candidate: the current CV, the replaced notice, the record's name", () =>
    expect(acceptanceTerms(listed(), owner, UPLOADED, false)).toMatchObject({
      unconfirmed: false,
      name: 'Ada Record',
      mail: 'replaced',
    }));

  it('an anonymous file for an established candidate: unconfirmed for 7 days, never past the current CV', () => {
    expect(acceptanceTerms(listed(), anonymous, UPLOADED, false)).toEqual({
      unconfirmed: true,
      expiryDate: '2026-12-05T10:00:00.000Z',
      name: 'Ada Record',
      mail: 'confirm',
    });
    expect(
      acceptanceTerms(listed({ expiryDate: '2026-11-30T00:00:00.000Z' }), anonymous, UPLOADED, false),
    ).toMatchObject({ unconfirmed: true, expiryDate: '2026-11-30T00:00:00.000Z' });
    // An expired record's date does not cap it.
    expect(
      acceptanceTerms(
        listed({ expiryDate: '2026-11-30T00:00:00.000Z', isExpired: true }),
        anonymous,
        UPLOADED,
        false,
      ),
    ).toMatchObject({ expiryDate: '2026-12-05T10:00:00.000Z' });
    expect(acceptanceTerms(record(), anonymous, UPLOADED, true)).toMatchObject({
      unconfirmed: true,
      mail: 'confirm',
    });
  });

  it('an anonymous file for a candidate nobody holds yet: the current CV under the typed name', () =>
    expect(acceptanceTerms(record(), anonymous, UPLOADED, false)).toMatchObject({
      unconfirmed: false,
      name: 'Someone Else',
      mail: 'acknowledgement',
    }));

  it("the address's account is asked for only when nothing else tells", () => {
    expect(needsAccount(record(), anonymous)).toBe(true);
    expect(needsAccount(record(), owner)).toBe(false);
    expect(needsAccount(listed(), anonymous)).toBe(false);
    expect(needsAccount(undefined, anonymous)).toBe(false);
  });
});
