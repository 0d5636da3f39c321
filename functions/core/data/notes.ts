/**
 * Recruiters' notes on a candidate (docs/requirements.md#candidate-page): items in the candidate's
 * partition (`USER#{id}` / `NOTE#{noteId}`), so the erasure of the candidate removes them with the
 * rest of its partition (core/domain/candidates.ts). Only the author edits or deletes a note.
 */
import { randomUUID } from 'node:crypto';
import { CV_MESSAGES } from '../../contract/messages.js';
import { NOTE_MESSAGES, type ResumeNote } from '../../contract/schemas/audit.js';
import { ForbiddenError, NotFoundError } from '../errors.js';
import { adminNames } from './audit.js';
import { describeAudit } from './audit-scope.js';
import {
  AUDITED,
  conditionCheck,
  deleteItem,
  getItem,
  isConditionFailure,
  putNew,
  queryAll,
  transact,
  updateItem,
} from './db.js';
import { keys, ranges } from './keys.js';

interface NoteItem {
  id: string;
  resumeId: string;
  text: string;
  authorId: string;
  createdAt: string;
  updatedAt?: string;
}

function toNote(item: NoteItem): ResumeNote {
  return {
    id: item.id,
    text: item.text,
    authorId: item.authorId,
    createdAt: item.createdAt,
    ...(item.updatedAt ? { updatedAt: item.updatedAt } : {}),
  };
}

/** The notes of candidate `resumeId`, oldest first, with their authors' names read now. */
export async function listNotes(resumeId: string): Promise<ResumeNote[]> {
  const items = await queryAll<NoteItem>(ranges.notesOf(resumeId));
  const names = await adminNames(items.map((n) => n.authorId));
  return items
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((n) => {
      const authorName = names.get(n.authorId);
      return { ...toNote(n), ...(authorName ? { authorName } : {}) };
    });
}

/**
 * Adds a note by admin `authorId` to the candidate `resumeId`, on the condition that the record
 * exists and is not being erased (one transaction). Answers the note.
 * @throws NotFoundError (`Resume not found`) when the record is missing or being erased.
 */
export async function createNote(resumeId: string, authorId: string, text: string): Promise<ResumeNote> {
  const item: NoteItem = { id: randomUUID(), resumeId, text, authorId, createdAt: new Date().toISOString() };
  describeAudit({ noteId: item.id });
  try {
    await transact(
      [
        conditionCheck(keys.user(resumeId), {
          expression: 'attribute_exists(pk) AND attribute_not_exists(erasingSince)',
        }),
        putNew({ ...keys.note(resumeId, item.id), type: 'note', ...item }),
      ],
      AUDITED,
    );
  } catch (err) {
    if (isConditionFailure(err, 0)) throw new NotFoundError(CV_MESSAGES.resumeNotFound);
    throw err;
  }
  return toNote(item);
}

/**
 * The note `noteId` of candidate `resumeId`, checked to be `authorId`'s.
 * @throws NotFoundError (`Note not found`); ForbiddenError (`You can only edit or delete your own notes`).
 */
async function ownNote(resumeId: string, noteId: string, authorId: string): Promise<NoteItem> {
  const item = await getItem<NoteItem>(keys.note(resumeId, noteId), true);
  if (!item) throw new NotFoundError(NOTE_MESSAGES.notFound);
  if (item.authorId !== authorId) throw new ForbiddenError(NOTE_MESSAGES.notYours);
  return item;
}

/** Replaces the text of one's own note. Errors: see `ownNote`. */
export async function updateNote(
  resumeId: string,
  noteId: string,
  authorId: string,
  text: string,
): Promise<ResumeNote> {
  const item = await ownNote(resumeId, noteId, authorId);
  const updatedAt = new Date().toISOString();
  await transact(
    [
      updateItem(
        keys.note(resumeId, noteId),
        { set: { text, updatedAt } },
        {
          expression: 'attribute_exists(pk) AND authorId = :author',
          values: { ':author': authorId },
        },
      ),
    ],
    AUDITED,
  );
  return toNote({ ...item, text, updatedAt });
}

/** Deletes one's own note. Errors: see `ownNote`. */
export async function deleteNote(resumeId: string, noteId: string, authorId: string): Promise<void> {
  await ownNote(resumeId, noteId, authorId);
  await transact(
    [
      deleteItem(keys.note(resumeId, noteId), {
        expression: 'attribute_exists(pk) AND authorId = :author',
        values: { ':author': authorId },
      }),
    ],
    AUDITED,
  );
}

/** Deletes every note of candidate `resumeId` (its erasure). Answers how many. */
export async function deleteNotesOf(resumeId: string): Promise<number> {
  const items = await queryAll<NoteItem>(ranges.notesOf(resumeId), { attributes: ['pk', 'sk'] });
  for (let i = 0; i < items.length; i += 100) {
    await transact(
      items.slice(i, i + 100).map((n) => deleteItem(n as unknown as { pk: string; sk: string })),
    );
  }
  return items.length;
}
