/**
 * `DELETE /resume/{id}/notes/{noteId}` (docs/requirements.md#candidate-page): deletes one's own note.
 * 404 for an unknown note, 403 for another admin's note.
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { deleteNote } from '../../core/data/notes.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'resume/note-delete',
  { params: z.object({ id: idParam, noteId: idParam }) },
  async ({ params, caller }) => {
    await deleteNote(params.id, params.noteId, caller!.sub);
    return { message: 'Note deleted' };
  },
);
