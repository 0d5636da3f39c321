/**
 * Recruiters' notes and the activity timeline of `GET /resume/{id}` (docs/requirements.md#candidate-page):
 * notes CRUD (recruiter and above write; only the author edits or deletes), auth levels, bad input
 * answered 400 with nothing written, unknown ids 404, and the timeline (submission, status change
 * from → to, expiry change, note, view, download, a status mail) newest first with who and when;
 * a candidate's erasure removes the notes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ActivityEntry,
  NOTE_MAX_LENGTH,
  NOTE_MESSAGES,
  type ResumeNote,
} from '../../functions/contract/schemas/audit.js';
import type { ResumeDetailResponse } from '../../functions/contract/schemas/resume.js';
import { queryAll } from '../../functions/core/data/db.js';
import { ranges } from '../../functions/core/data/keys.js';
import { api, eventually } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { unknownId } from '../support/catalog.js';
import { candidateWithAttachedCv } from '../support/cvs.js';
import { decode } from '../support/tokens.js';

let callers: Awaited<
  ReturnType<typeof signIn<'admin' | 'hr-manager' | 'recruiter' | 'viewer' | 'candidate'>>
>;

beforeAll(async () => {
  callers = await signIn('admin', 'hr-manager', 'recruiter', 'viewer', 'candidate');
}, 60_000);

const addNote = (token: string | undefined, id: string, body: unknown) =>
  api<{ note: ResumeNote }>('POST', `/resume/${id}/notes`, { token, body });
const detail = (id: string, token = callers.viewer) =>
  api<ResumeDetailResponse>('GET', `/resume/${id}`, { token });
const storedNotes = (id: string) => queryAll(ranges.notesOf(id));

describe('POST /resume/{id}/notes', () => {
  it('adds a note (201) that every admin role reads in GET /resume/{id}, with author and time', async () => {
    const c = await candidateWithAttachedCv();
    const text = 'Phoned Siobhán: available from March.\nPrefers Cork office.';
    const res = await addNote(callers.recruiter, c.id, { text });
    expect(res.status).toBe(201);
    const sub = String(decode(callers.recruiter).sub);
    expect(res.body.data!.note).toMatchObject({ text, authorId: sub });
    for (const token of [callers.viewer, callers.admin]) {
      const got = (await detail(c.id, token)).body.data!;
      expect(got.notes).toHaveLength(1);
      expect(got.notes[0]).toMatchObject({ id: res.body.data!.note.id, text, authorId: sub });
      expect(got.notes[0]!.authorName).toBeTruthy();
      expect(got.resume.notes).toEqual(got.notes);
    }
  });

  it('answers 401 without a token or with a candidate token, 403 to the viewer; nothing written', async () => {
    const c = await candidateWithAttachedCv();
    expect((await addNote(undefined, c.id, { text: 'x' })).status).toBe(401);
    expect((await addNote(callers.candidate, c.id, { text: 'x' })).status).toBe(401);
    const viewer = await addNote(callers.viewer, c.id, { text: 'x' });
    expect(viewer.status).toBe(403);
    expect(viewer.body.message).toBeTruthy();
    expect(await storedNotes(c.id)).toEqual([]);
  });

  it.each([
    ['missing text', {}, NOTE_MESSAGES.required],
    ['empty text', { text: '   ' }, NOTE_MESSAGES.required],
    ['a number', { text: 42 }, NOTE_MESSAGES.required],
    ['over 5,000 characters', { text: 'a'.repeat(NOTE_MAX_LENGTH + 1) }, NOTE_MESSAGES.tooLong],
  ])('refuses %s with 400 and nothing written', async (_, body, message) => {
    const c = await candidateWithAttachedCv();
    const res = await addNote(callers.recruiter, c.id, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await storedNotes(c.id)).toEqual([]);
  });

  it('accepts exactly 5,000 characters, and answers 404 for an unknown candidate', async () => {
    const c = await candidateWithAttachedCv();
    expect((await addNote(callers.recruiter, c.id, { text: 'b'.repeat(NOTE_MAX_LENGTH) })).status).toBe(201);
    const unknown = await addNote(callers.recruiter, unknownId(), { text: 'Hello' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Resume not found');
  });
});

describe('PUT and DELETE /resume/{id}/notes/{noteId}', () => {
  it("lets the author edit and delete their note, and refuses another admin's (403) or an unknown note (404)", async () => {
    const c = await candidateWithAttachedCv();
    const note = (await addNote(callers.recruiter, c.id, { text: 'First call done.' })).body.data!.note;
    const path = `/resume/${c.id}/notes/${note.id}`;

    const other = await api('PUT', path, { token: callers['hr-manager'], body: { text: 'Not mine' } });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(NOTE_MESSAGES.notYours);
    expect((await api('DELETE', path, { token: callers.admin })).status).toBe(403);
    expect((await api('PUT', path, { token: callers.viewer, body: { text: 'x' } })).status).toBe(403);
    expect((await api('PUT', path, { body: { text: 'x' } })).status).toBe(401);

    const edited = await api<{ note: ResumeNote }>('PUT', path, {
      token: callers.recruiter,
      body: { text: 'Second call: offer discussed.' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data!.note).toMatchObject({ text: 'Second call: offer discussed.' });
    expect(edited.body.data!.note.updatedAt).toBeTruthy();
    const bad = await api('PUT', path, { token: callers.recruiter, body: { text: '' } });
    expect(bad.status).toBe(400);
    expect((await detail(c.id)).body.data!.notes[0]!.text).toBe('Second call: offer discussed.');

    const missing = await api('PUT', `/resume/${c.id}/notes/${unknownId()}`, {
      token: callers.recruiter,
      body: { text: 'x' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(NOTE_MESSAGES.notFound);

    expect((await api('DELETE', path, { token: callers.recruiter })).status).toBe(200);
    expect((await detail(c.id)).body.data!.notes).toEqual([]);
    expect((await api('DELETE', path, { token: callers.recruiter })).status).toBe(404);
  });
});

describe('the activity timeline of GET /resume/{id}', () => {
  it('lists submission, status change, expiry change, note, view and download, newest first, with who', async () => {
    const c = await candidateWithAttachedCv();
    const admin = String(decode(callers.admin).sub);
    await api('PUT', `/resume/${c.id}`, {
      token: callers.admin,
      body: { status: 'interview_scheduled', notify: true },
    });
    await api('PUT', `/resume/${c.id}/expiry`, { token: callers.admin, body: { expiryDate: '2031-03-31' } });
    await addNote(callers.admin, c.id, { text: 'Interview on Friday.' });
    await api('GET', `/resume/${c.id}/download`, { token: callers.admin });
    await detail(c.id, callers.admin);
    const { activity } = (await detail(c.id)).body.data!;
    const actions = activity.map((a: ActivityEntry) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'cv.received',
        'resume.status',
        'mail.sent',
        'resume.expiry',
        'note.create',
        'cv.download',
        'cv.view',
      ]),
    );
    expect(actions.at(-1)).toBe('cv.received');
    const times = activity.map((a) => a.at);
    expect([...times].sort().reverse()).toEqual(times);
    const status = activity.find((a) => a.action === 'resume.status')!;
    expect(status).toMatchObject({ actorId: admin, details: { from: 'new', to: 'interview_scheduled' } });
    expect(status.actorName).toBeTruthy();
    // The candidate's acknowledgement is a mail.sent entry too, and either mail may be sent after the other.
    const statusMail = await eventually(async () =>
      (await detail(c.id)).body.data!.activity.find(
        (a: ActivityEntry) => a.action === 'mail.sent' && a.details.template === 'status-update',
      ),
    );
    expect(statusMail).toMatchObject({
      details: { template: 'status-update', status: 'interview_scheduled' },
    });
    expect(statusMail!.actorId).toBeUndefined();
    expect(activity.find((a) => a.action === 'resume.expiry')!.details.to).toMatch(/^2031-03-31/);
  });

  it('erasing the candidate removes the notes', async () => {
    const c = await candidateWithAttachedCv();
    await addNote(callers.recruiter, c.id, { text: 'To be erased.' });
    expect(await storedNotes(c.id)).toHaveLength(1);
    expect((await api('DELETE', `/resume/${c.id}`, { token: callers.admin })).status).toBe(200);
    expect(await storedNotes(c.id)).toEqual([]);
  });
});
