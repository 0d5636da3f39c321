/**
 * The dialogs of the admin screens: a Radix modal frame, the confirm and delete dialogs and the
 * one-field name dialog of a job title or a department.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { useFocusReturn } from '@/components/dialog-focus';
import { Spinner } from '@/components/feedback';
import { buttonClass } from './buttons';
import { inputClass } from './form-fields';
import { reasonOf } from './row-action';

/** A centred modal dialog with a title, an optional description and a body. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  const focusReturn = useFocusReturn();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          {...focusReturn}
          className={`fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl ${
            wide ? 'max-w-2xl' : 'max-w-md'
          }`}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-6 py-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
            <Dialog.Close
              className="flex size-8 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              aria-label="Close"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
                <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
              </svg>
            </Dialog.Close>
          </div>
          <div className="min-h-0 overflow-y-auto px-6 py-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * "Are you sure?" with a danger confirm button that shows a spinner while `busy`; `error` (when the
 * action failed) is announced in the dialog. Serves the admin screens, the admin sign-out and the
 * candidate's erasure (docs/requirements.md#my-data).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  body,
  confirmLabel,
  cancelLabel,
  busy = false,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  error?: ReactNode;
  onConfirm: () => void;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={body}>
      {error ? (
        <p role="alert" className="mb-4 text-sm text-danger-600">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-3">
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={busy}
          onClick={() => onOpenChange(false)}
        >
          {cancelLabel}
        </button>
        <button type="button" className={buttonClass.danger} disabled={busy} onClick={onConfirm}>
          {busy ? <Spinner className="size-4 text-white" /> : null}
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

/**
 * The create / edit dialog of a job title or a department: one name field, trimmed, required
 * (docs/requirements.md#admin-limits). `onSubmit` resolves when saved (the dialog closes) and rejects to keep it open.
 */
export function NameDialog({
  open,
  onOpenChange,
  title,
  label,
  placeholder,
  initialName,
  requiredMessage,
  submitLabel,
  cancelLabel,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  label: string;
  placeholder?: string;
  initialName: string;
  requiredMessage: string;
  submitLabel: string;
  cancelLabel: string;
  onSubmit: (name: string) => Promise<unknown>;
}) {
  const inputId = useId();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      setName(initialName);
      setError(null);
      setBusy(false);
    }
  }, [open, initialName]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(requiredMessage);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(trimmed);
      onOpenChange(false);
    } catch {
      // The caller has shown the failure toast; the dialog stays open for a correction.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
            {label}
          </label>
          <input
            id={inputId}
            value={name}
            maxLength={100}
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            className={`mt-1 ${inputClass}`}
          />
          {error ? (
            <p id={`${inputId}-error`} className="mt-1 text-sm text-danger-700">
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex justify-end gap-3">
          <button type="button" className={buttonClass.secondary} onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </button>
          <button type="submit" className={buttonClass.primary} disabled={busy}>
            {busy ? <Spinner className="size-4 text-white" /> : null}
            {submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The texts of a delete confirmation. */
export interface DeleteTexts {
  title: string;
  body: (name: string) => string;
  confirm: string;
  cancel: string;
}

/** The delete confirmation of one item: open while `target` is set, named by `name`. */
export function DeleteDialog<T>({
  target,
  name,
  texts,
  busy,
  onClose,
  onConfirm,
}: {
  target: T | null;
  name: (target: T) => string;
  texts: DeleteTexts;
  busy: boolean;
  onClose: () => void;
  onConfirm: (target: T) => void;
}) {
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={texts.title}
      body={target !== null ? texts.body(name(target)) : ''}
      confirmLabel={texts.confirm}
      cancelLabel={texts.cancel}
      busy={busy}
      onConfirm={() => target !== null && onConfirm(target)}
    />
  );
}

/** The texts of the create / edit name dialog of a job title or a department. */
export interface NameDialogTexts {
  createTitle: string;
  editTitle: string;
  label: string;
  placeholder: string;
  create: string;
  save: string;
  cancel: string;
  required: string;
}

/**
 * Create (`editing` is 'new') or rename (`editing` is the item) a named catalogue item, with the
 * toasts of docs/requirements.md#admin-messages; the list is refreshed whatever the outcome.
 */
export function EditNameDialog<T extends { _id: string; name: string }>({
  editing,
  onClose,
  texts,
  toasts,
  create,
  rename,
  refresh,
}: {
  editing: T | 'new' | null;
  onClose: () => void;
  texts: NameDialogTexts;
  toasts: {
    created: string;
    updated: string;
    createFailed: (reason: string) => string;
    updateFailed: (reason: string) => string;
  };
  create: (name: string) => Promise<unknown>;
  rename: (id: string, name: string) => Promise<unknown>;
  refresh: () => Promise<unknown>;
}) {
  const save = async (name: string) => {
    const target = editing;
    try {
      if (target === 'new') {
        await create(name);
        toast.success(toasts.created);
      } else if (target) {
        await rename(target._id, name);
        toast.success(toasts.updated);
      }
    } catch (error) {
      toast.error(
        target === 'new' ? toasts.createFailed(reasonOf(error)) : toasts.updateFailed(reasonOf(error)),
      );
      throw error;
    } finally {
      await refresh();
    }
  };
  return (
    <NameDialog
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing === 'new' ? texts.createTitle : texts.editTitle}
      label={texts.label}
      placeholder={texts.placeholder}
      initialName={editing && editing !== 'new' ? editing.name : ''}
      requiredMessage={texts.required}
      submitLabel={editing === 'new' ? texts.create : texts.save}
      cancelLabel={texts.cancel}
      onSubmit={save}
    />
  );
}
