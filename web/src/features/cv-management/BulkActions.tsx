import { PIPELINE_ADD_MAX } from '@functions/contract/schemas/applications';
import { RESUME_STATUSES, type ResumeStatus } from '@functions/contract/schemas/common';
import type { Resume } from '@functions/contract/schemas/resume';
import {
  RESUME_BATCH_MAX,
  RESUME_BATCH_ROUTES,
  type ResumeBatchAction,
  type ResumeBatchRequest,
  todayUtc,
} from '@functions/contract/schemas/resume-admin';
import { hasStatusMail } from '@functions/contract/status-mails';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { toast } from 'sonner';
import { buttonClass } from '@/components/admin/buttons';
import { DeleteDialog, Modal } from '@/components/admin/dialogs';
import { inputClass } from '@/components/admin/form-fields';
import { NotifyCandidate, notifyCandidateMessages } from '@/components/admin/NotifyCandidate';
import { RejectReasonSelect } from '@/components/admin/RejectReasonSelect';
import { reasonOf } from '@/components/admin/row-action';
import { AddToPostingButton } from '@/components/applications/AddToPostingDialog';
import { addToPostingMessages } from '@/components/applications/messages';
import { Spinner } from '@/components/feedback';
import { useAdminMayCall } from '@/lib/admin-permissions';
import type { ResumeFilters } from '@/lib/resumes';
import { runResumeBatch } from './api';
import { collectResumes, saveResumesCsv } from './csv';
import { cvManagementMessages as M } from './messages';

const B = M.bulk;

/** The rows chosen for a bulk action, by id (kept across pages and filters until cleared). */
export interface Selection {
  rows: ReadonlyMap<string, Resume>;
  has: (id: string) => boolean;
  toggle: (resume: Resume) => void;
  /** Selects (or, with `false`, deselects) every one of `resumes`. */
  setMany: (resumes: readonly Resume[], selected: boolean) => void;
  /** Keeps only the rows of `ids` selected. */
  keep: (ids: ReadonlySet<string>) => void;
  clear: () => void;
}

/** The selection state of CV Management. */
export function useSelection(): Selection {
  const [rows, setRows] = useState<ReadonlyMap<string, Resume>>(new Map());
  return {
    rows,
    has: (id) => rows.has(id),
    toggle: (resume) =>
      setRows((prev) => {
        const next = new Map(prev);
        if (next.has(resume._id)) next.delete(resume._id);
        else next.set(resume._id, resume);
        return next;
      }),
    setMany: (resumes, selected) =>
      setRows((prev) => {
        const next = new Map(prev);
        for (const r of resumes) {
          if (selected && next.size < RESUME_BATCH_MAX) next.set(r._id, r);
          else if (!selected) next.delete(r._id);
        }
        return next;
      }),
    keep: (ids) => setRows((prev) => new Map([...prev].filter(([id]) => ids.has(id)))),
    clear: () => setRows(new Map()),
  };
}

type Open = 'status' | 'expiry' | 'delete' | null;

/**
 * The bar over the CV table while rows are selected (docs/requirements.md#cv-management: bulk
 * actions): the count, "Select all N matching" (up to `RESUME_BATCH_MAX`, walking the filtered
 * list), Change status, Set expiry, Export selected and Delete, each shown only to roles the route
 * behind it answers; one `POST /resume/batch` per action. Records that failed stay selected and the
 * toast says how many; the others are released.
 */
export function BulkActions({
  selection,
  filters,
  totalMatching,
  onChanged,
}: {
  selection: Selection;
  filters: ResumeFilters;
  totalMatching: number;
  onChanged: () => Promise<void>;
}) {
  const [open, setOpen] = useState<Open>(null);
  const [selectingAll, setSelectingAll] = useState(false);
  const may = {
    batch: useAdminMayCall('POST /resume/batch'),
    status: useAdminMayCall(RESUME_BATCH_ROUTES.status),
    expiry: useAdminMayCall(RESUME_BATCH_ROUTES.expiry),
    delete: useAdminMayCall(RESUME_BATCH_ROUTES.delete),
  };
  const count = selection.rows.size;

  const batch = useMutation({
    mutationFn: (body: ResumeBatchRequest) => runResumeBatch(body),
    onSuccess: async (results, body) => {
      const failed = new Set(results.filter((r) => !r.ok).map((r) => r.id));
      toast.success(B.done(results.length - failed.size, results.length));
      if (body.action === 'status' && body.notify)
        toast.success(notifyCandidateMessages.notifiedMany(results.filter((r) => r.notified).length));
      if (failed.size) toast.error(B.someFailed(failed.size));
      selection.keep(failed);
      setOpen(null);
      await onChanged();
    },
    onError: (error) => toast.error(B.failed(reasonOf(error))),
  });
  const run = (action: ResumeBatchAction, extra: Record<string, unknown> = {}) =>
    batch.mutate({ action, ids: [...selection.rows.keys()], ...extra } as ResumeBatchRequest);

  const selectAllMatching = async () => {
    setSelectingAll(true);
    try {
      const all = await collectResumes(filters, RESUME_BATCH_MAX);
      selection.setMany(all, true);
      if (totalMatching > RESUME_BATCH_MAX) toast.info(B.capped(RESUME_BATCH_MAX));
    } catch (error) {
      toast.error(B.failed(reasonOf(error)));
    } finally {
      setSelectingAll(false);
    }
  };

  if (count === 0) return null;
  const busy = batch.isPending;
  return (
    <section
      aria-label={B.region}
      className="mt-4 flex flex-wrap items-center gap-2 rounded-2xl border border-brand-200 bg-brand-50 px-4 py-3"
    >
      <p className="mr-2 text-sm font-semibold text-slate-900" aria-live="polite">
        {B.selected(count)}
      </p>
      {totalMatching > count && count < RESUME_BATCH_MAX ? (
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={selectingAll}
          onClick={selectAllMatching}
        >
          {selectingAll ? <Spinner className="size-4" /> : null}
          {selectingAll ? B.selectingAll : B.selectAllMatching(Math.min(totalMatching, RESUME_BATCH_MAX))}
        </button>
      ) : null}
      {may.batch && may.status ? (
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={busy}
          onClick={() => setOpen('status')}
        >
          {B.status}
        </button>
      ) : null}
      {may.batch && may.expiry ? (
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={busy}
          onClick={() => setOpen('expiry')}
        >
          {B.expiry}
        </button>
      ) : null}
      <button
        type="button"
        className={buttonClass.secondary}
        onClick={() => {
          saveResumesCsv([...selection.rows.values()]);
          toast.success(B.exported(count));
        }}
      >
        {B.exportCsv}
      </button>
      {count <= PIPELINE_ADD_MAX ? (
        <AddToPostingButton
          resumeIds={[...selection.rows.keys()]}
          who={addToPostingMessages.candidates(count)}
          label={addToPostingMessages.bulkAction(count)}
          onAdded={selection.clear}
        />
      ) : null}
      {may.batch && may.delete ? (
        <button
          type="button"
          className={buttonClass.danger}
          disabled={busy}
          onClick={() => setOpen('delete')}
        >
          {B.delete}
        </button>
      ) : null}
      <button
        type="button"
        className={`${buttonClass.secondary} ml-auto`}
        disabled={busy}
        onClick={selection.clear}
      >
        {B.clear}
      </button>

      <BulkStatusDialog
        open={open === 'status'}
        count={count}
        first={selection.rows.values().next().value}
        busy={busy}
        onClose={() => setOpen(null)}
        onApply={({ status, notify, rejectReasonId }) =>
          run('status', {
            status,
            ...(notify && hasStatusMail(status) ? { notify } : {}),
            ...(status === 'rejected' ? { rejectReasonId } : {}),
          })
        }
      />
      <BulkExpiryDialog
        open={open === 'expiry'}
        count={count}
        busy={busy}
        onClose={() => setOpen(null)}
        onApply={(expiryDate) => run('expiry', { expiryDate: expiryDate || null })}
      />
      <DeleteDialog
        target={open === 'delete' ? count : null}
        name={(n) => String(n)}
        texts={B.deleteTexts}
        busy={busy}
        onClose={() => setOpen(null)}
        onConfirm={() => run('delete')}
      />
    </section>
  );
}

/** The frame of a bulk dialog: a title, one labelled field (`children(id)`) and Cancel / Apply. */
function BulkFormDialog({
  open,
  title,
  label,
  busy,
  onClose,
  onSubmit,
  children,
}: {
  open: boolean;
  title: string;
  label: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <Modal open={open} onOpenChange={(o) => !o && onClose()} title={title}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {label}
        </label>
        {children(id)}
        <DialogButtons busy={busy} onClose={onClose} />
      </form>
    </Modal>
  );
}

interface BulkDialogProps<V> {
  open: boolean;
  count: number;
  busy: boolean;
  onClose: () => void;
  onApply: (value: V) => void;
}

/**
 * The status of a bulk change and, for a status with a candidate mail, "Notify the candidate" as the
 * status dialog offers it (docs/requirements.md#status-mails), previewed for the first selected.
 */
function BulkStatusDialog({
  count,
  first,
  onApply,
  ...frame
}: BulkDialogProps<{ status: ResumeStatus; notify: boolean; rejectReasonId: string }> & {
  first: Resume | undefined;
}) {
  const [status, setStatus] = useState<ResumeStatus>('reviewed');
  const [notify, setNotify] = useState(false);
  const [rejectReasonId, setRejectReasonId] = useState('');
  return (
    <BulkFormDialog
      {...frame}
      title={B.statusTitle(count)}
      label={B.statusLabel}
      onSubmit={() => onApply({ status, notify, rejectReasonId })}
    >
      {(id) => (
        <>
          <select
            id={id}
            value={status}
            onChange={(e) => {
              // A new choice starts unticked, as in the status dialog.
              setStatus(e.target.value as ResumeStatus);
              setNotify(false);
            }}
            className={`${inputClass} mt-1`}
          >
            {RESUME_STATUSES.map((s) => (
              <option key={s} value={s}>
                {M.statuses[s]}
              </option>
            ))}
          </select>
          {status === 'rejected' ? (
            <RejectReasonSelect value={rejectReasonId} onChange={setRejectReasonId} />
          ) : null}
          {hasStatusMail(status) && first ? (
            <NotifyCandidate
              status={status}
              checked={notify}
              onCheckedChange={setNotify}
              candidate={{ resumeId: first._id, name: first.name, role: first.role }}
              count={count}
            />
          ) : null}
        </>
      )}
    </BulkFormDialog>
  );
}

function BulkExpiryDialog({ count, onApply, ...frame }: BulkDialogProps<string>) {
  const [date, setDate] = useState('');
  return (
    <BulkFormDialog
      {...frame}
      title={B.expiryTitle(count)}
      label={B.expiryLabel}
      onSubmit={() => onApply(date)}
    >
      {(id) => (
        <>
          <input
            id={id}
            type="date"
            min={todayUtc()}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            className={`${inputClass} mt-1`}
            aria-describedby={`${id}-hint`}
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
            {B.expiryHint}
          </p>
        </>
      )}
    </BulkFormDialog>
  );
}

function DialogButtons({ busy, onClose }: { busy: boolean; onClose: () => void }) {
  return (
    <div className="mt-6 flex justify-end gap-3">
      <button type="button" className={buttonClass.secondary} onClick={onClose}>
        {B.cancel}
      </button>
      <button type="submit" className={buttonClass.primary} disabled={busy}>
        {busy ? <Spinner className="size-4 text-white" /> : null}
        {B.apply}
      </button>
    </div>
  );
}
