/**
 * `PUT /resume/{id}/notes/{noteId}` `{ text }` (docs/requirements.md#candidate-page): edits one's own
 * note; answers `data.note`. 404 for an unknown note, 403 for another admin's note.
 */
import * as z from 'zod';
import { noteBody } from '../../contract/schemas/audit.js';
import { idParam } from '../../contract/schemas/common.js';
import { updateNote } from '../../core/data/notes.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'resume/note-update',
  { params: z.object({ id: idParam, noteId: idParam }), body: noteBody },
  async ({ params, body, caller }) => ({
    message: 'Note updated',
    data: { note: await updateNote(params.id, params.noteId, caller!.sub, body.text) },
  }),
);
