/**
 * `POST /resume/{id}/notes` `{ text }` (docs/requirements.md#candidate-page): a recruiter's note on
 * a candidate, 1–5,000 characters; answers 201 with `data.note`. 404 for an unknown id. The note and
 * its audit entry are one transaction.
 */
import * as z from 'zod';
import { noteBody } from '../../contract/schemas/audit.js';
import { idParam } from '../../contract/schemas/common.js';
import { createNote } from '../../core/data/notes.js';
import { requireResume } from '../../core/data/resumes.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'resume/note-create',
  { params: z.object({ id: idParam }), body: noteBody },
  async ({ params, body, caller }) => {
    await requireResume(params.id);
    const note = await createNote(params.id, caller!.sub, body.text);
    return { statusCode: 201, message: 'Note added', data: { note } };
  },
);
