/**
 * Recruiters' notes on a candidate (docs/requirements.md#candidate-page): the thread (author, time,
 * edited mark), a form to add one and Edit / Delete on one's own notes. Every admin role reads
 * them; the form and the buttons show only to roles the note routes grant `notes:write`
 * (recruiter and above); the server refuses another admin's note (403) whatever the screen shows.
 */
import { formatDate } from '@functions/contract/dates';
import { NOTE_MAX_LENGTH, type NoteBody, noteBody, type ResumeNote } from '@functions/contract/schemas/audit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { buttonClass } from '@/components/admin/buttons';
import { ConfirmDialog } from '@/components/admin/dialogs';
import { inputClass } from '@/components/admin/form-fields';
import { reasonOf } from '@/components/admin/row-action';
import { Spinner } from '@/components/feedback';
import { useAdminMayCall } from '@/lib/admin-permissions';
import { getAdminSession } from '@/lib/session';
import { addNote, deleteNote, editNote, resumeKey } from './api';
import { cvManagementMessages as M } from './messages';

/** A note's text box with its validation (1–5,000 characters, `noteBody`); `onSave` answers when done. */
function NoteForm({
  label,
  initial = '',
  submitLabel,
  onSave,
  onCancel,
}: {
  label: string;
  initial?: string;
  submitLabel: string;
  onSave: (body: NoteBody) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NoteBody>({ resolver: zodResolver(noteBody), defaultValues: { text: initial } });
  const error = errors.text?.message;
  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (values) => {
        try {
          await onSave(values);
          reset({ text: onCancel ? values.text : '' });
        } catch {
          // The mutation's onError told the user; keep the text for another try.
        }
      })}
      className="space-y-2"
    >
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
        {...register('text')}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <button type="button" className={buttonClass.secondary} onClick={onCancel}>
            {M.notes.cancel}
          </button>
        ) : null}
        <button type="submit" className={buttonClass.primary} disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="size-4 text-white" /> : null}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

/** The notes of resume `resumeId`, oldest first, with the add form for roles that may write. */
export function Notes({ resumeId, notes }: { resumeId: string; notes: ResumeNote[] }) {
  const queryClient = useQueryClient();
  const mayWrite = useAdminMayCall('POST /resume/{id}/notes');
  const me = getAdminSession()?.admin?._id;
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ResumeNote | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: resumeKey(resumeId) });

  const add = useMutation({
    mutationFn: (body: NoteBody) => addNote(resumeId, body),
    onSuccess: async () => {
      toast.success(M.notes.added);
      await refresh();
    },
    onError: (error) => toast.error(M.notes.failed(reasonOf(error))),
  });
  const edit = useMutation({
    mutationFn: ({ noteId, body }: { noteId: string; body: NoteBody }) => editNote(resumeId, noteId, body),
    onSuccess: async () => {
      toast.success(M.notes.edited);
      setEditing(null);
      await refresh();
    },
    onError: (error) => toast.error(M.notes.failed(reasonOf(error))),
  });
  const remove = useMutation({
    mutationFn: (noteId: string) => deleteNote(resumeId, noteId),
    onSuccess: async () => {
      toast.success(M.notes.deleted);
      setDeleting(null);
      await refresh();
    },
    onError: (error) => toast.error(M.notes.failed(reasonOf(error))),
  });

  return (
    <div className="space-y-4">
      {notes.length === 0 ? (
        <p className="text-sm text-slate-500">{M.notes.empty}</p>
      ) : (
        <ol className="space-y-3" aria-label={M.notes.thread}>
          {notes.map((note) => {
            const own = mayWrite && me !== undefined && note.authorId === me;
            return (
              <li key={note.id} className="rounded-xl border border-slate-200 bg-white p-3">
                <p className="flex flex-wrap items-baseline justify-between gap-2 text-xs text-slate-500">
                  <span>
                    <span className="font-semibold text-slate-800">
                      {note.authorName ?? M.notes.unknownAuthor}
                    </span>
                    {' · '}
                    <time dateTime={note.createdAt}>{formatDate(note.createdAt, 'dateTime')}</time>
                    {note.updatedAt ? ` · ${M.notes.editedMark}` : null}
                  </span>
                  {own && editing !== note.id ? (
                    <span className="flex gap-2">
                      <button
                        type="button"
                        className={buttonClass.small}
                        onClick={() => setEditing(note.id)}
                        aria-label={M.notes.editLabel(formatDate(note.createdAt, 'dateTime') ?? '')}
                      >
                        {M.notes.edit}
                      </button>
                      <button
                        type="button"
                        className={buttonClass.smallDanger}
                        onClick={() => setDeleting(note)}
                        aria-label={M.notes.deleteLabel(formatDate(note.createdAt, 'dateTime') ?? '')}
                      >
                        {M.notes.delete}
                      </button>
                    </span>
                  ) : null}
                </p>
                {editing === note.id ? (
                  <div className="mt-2">
                    <NoteForm
                      label={M.notes.editField}
                      initial={note.text}
                      submitLabel={M.notes.save}
                      onSave={(body) => edit.mutateAsync({ noteId: note.id, body })}
                      onCancel={() => setEditing(null)}
                    />
                  </div>
                ) : (
                  <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-800">{note.text}</p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {mayWrite ? (
        <NoteForm
          label={M.notes.add}
          submitLabel={M.notes.addButton}
          onSave={(body) => add.mutateAsync(body)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={M.notes.confirmTitle}
        body={M.notes.confirmBody}
        confirmLabel={M.notes.delete}
        cancelLabel={M.notes.cancel}
        busy={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
        }}
      />
    </div>
  );
}
