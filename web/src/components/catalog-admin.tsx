/**
 * Building blocks of the admin screens (job postings, job titles, departments, CVs, roles): a Radix
 * dialog frame, confirm and delete dialogs, the one-field name dialog, status badges, button
 * styles, the page header, loading / load-error panels, table head, row buttons, the pager and the
 * row-action mutation. Imported by admin chunks only.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { type ButtonHTMLAttributes, type ReactNode, useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { ErrorBox, Spinner } from './feedback';

/** Tailwind classes of the admin buttons. */
export const buttonClass = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60',
  danger:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-danger-600 px-4 py-2 text-sm font-semibold text-white hover:bg-danger-700 disabled:cursor-not-allowed disabled:opacity-60',
  small:
    'inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50',
  smallDanger:
    'inline-flex items-center gap-1 rounded-md border border-danger-200 bg-white px-2.5 py-1 text-xs font-semibold text-danger-700 hover:bg-danger-50 disabled:cursor-not-allowed disabled:opacity-50',
} as const;

/** Tailwind classes of form inputs. */
export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-invalid:border-danger-500';

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
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
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
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
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

/** "Are you sure?" with a danger confirm button that shows a spinner while `busy`. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  body,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={body}>
      <div className="flex justify-end gap-3">
        <button type="button" className={buttonClass.secondary} onClick={() => onOpenChange(false)}>
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

const tones = {
  green: 'bg-success-50 text-success-700 ring-success-200',
  amber: 'bg-warning-50 text-warning-700 ring-orange-200',
  red: 'bg-danger-50 text-danger-700 ring-danger-200',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
  blue: 'bg-brand-50 text-brand-700 ring-brand-200',
} as const;

/** A small rounded status label. */
export function Badge({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** Text of an unknown error for a toast ("{reason}" of docs/requirements.md#admin-messages). */
export function reasonOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/** The title row of an admin page: heading, subtitle and, on the right, its main actions. */
export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
      </div>
      {children}
    </div>
  );
}

/** The centred spinner shown while a list loads. */
export function LoadingPanel({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div className={`px-6 py-16 text-center text-slate-600 ${className}`}>
      <Spinner label={label} />
    </div>
  );
}

/** A list that failed to load: the error and a retry button. */
export function LoadErrorPanel({
  message,
  retryLabel,
  onRetry,
  className = '',
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div className={`space-y-4 p-6 ${className}`}>
      <ErrorBox>{message}</ErrorBox>
      <button type="button" className={buttonClass.secondary} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}

/** A scrolling admin table: the head row (`right` columns, such as counts and actions, right-aligned) and the rows. */
export function DataTable({
  columns,
  children,
}: {
  columns: readonly { label: string; right?: boolean }[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-100 text-sm">
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={column.right ? 'px-4 py-3 text-right' : 'px-4 py-3'}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/** A small action button of a table row or card (`buttonClass.small` unless `className` says otherwise). */
export function RowButton({
  label,
  className = buttonClass.small,
  ...props
}: { label: string } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'>) {
  return (
    <button type="button" className={className} {...props}>
      {label}
    </button>
  );
}

/** Previous / "Page n of m" / Next under a paged list; Next waits while a page is still a placeholder. */
export function Pager({
  texts,
  page,
  totalPages,
  loadingPage,
  onPage,
  className,
}: {
  texts: { label: string; previous: string; next: string; page: (page: number, pages: number) => string };
  page: number;
  totalPages: number;
  loadingPage: boolean;
  onPage: (page: number) => void;
  className: string;
}) {
  return (
    <nav aria-label={texts.label} className={`flex items-center justify-between gap-4 ${className}`}>
      <button
        type="button"
        className={buttonClass.secondary}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {texts.previous}
      </button>
      <p className="text-sm text-slate-600" aria-live="polite">
        {texts.page(Math.min(page, totalPages), totalPages)}
      </p>
      <button
        type="button"
        className={buttonClass.secondary}
        disabled={page >= totalPages || loadingPage}
        onClick={() => onPage(page + 1)}
      >
        {texts.next}
      </button>
    </nav>
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

/**
 * A status change or delete of one list item with its success and failure toasts (docs/requirements.md#cv-management).
 * `busyId` is the item whose change is under way.
 */
export function useRowAction<T extends { _id: string }, A extends string>({
  run,
  done,
  failed,
  onSuccess,
  onSettled,
}: {
  run: (item: T, action: A) => Promise<unknown>;
  done: Record<A, string>;
  failed: Record<A, (reason: string) => string>;
  onSuccess: () => void;
  onSettled: () => Promise<unknown>;
}) {
  const mutation = useMutation({
    mutationFn: ({ item, action }: { item: T; action: A }) => run(item, action),
    onSuccess: (_data, { action }) => {
      toast.success(done[action]);
      onSuccess();
    },
    onError: (error, { action }) => {
      toast.error(failed[action](reasonOf(error)));
    },
    onSettled,
  });
  return {
    run: (item: T, action: A) => mutation.mutate({ item, action }),
    isPending: mutation.isPending,
    busyId: mutation.isPending ? mutation.variables?.item._id : undefined,
  };
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
