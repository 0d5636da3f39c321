/**
 * /admin/reject-reasons (docs/requirements.md#rejection-reasons): the managed list of rejection
 * reasons, edited as a whole (rename, switch active, move up or down, add, remove) and saved with
 * `PUT /admin/reject-reasons`. A removed reason that a rejection used comes back deactivated: the
 * server keeps it for the reports. Everyone reads it; who may write job titles edits it.
 */
import {
  REJECT_REASON_LIMITS,
  REJECT_REASON_MESSAGES,
  type RejectReason,
} from '@functions/contract/schemas/reject-reasons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { buttonClass } from '@/components/admin/buttons';
import { inputClass } from '@/components/admin/form-fields';
import { PageHeader } from '@/components/admin/page-header';
import { reasonOf } from '@/components/admin/row-action';
import { LoadErrorPanel, LoadingPanel } from '@/components/admin/table';
import { useAdminMayCall } from '@/lib/admin-permissions';
import { useDocumentTitle } from '@/lib/document-title';
import { REJECT_REASONS_KEY, rejectReasonsQuery, saveRejectReasons } from '@/lib/reject-reasons';

const M = {
  title: 'Rejection reasons',
  subtitle:
    'The reasons a recruiter picks when rejecting a candidate. Kept for the team and the hiring reports; never shown to candidates.',
  loading: 'Loading the reasons...',
  failed: (reason: string) => `The reasons could not be loaded: ${reason}`,
  retry: 'Try again',
  name: (n: number) => `Reason ${n} name`,
  active: 'Active',
  up: (name: string) => `Move ${name} up`,
  down: (name: string) => `Move ${name} down`,
  remove: (name: string) => `Remove ${name}`,
  upText: 'Up',
  downText: 'Down',
  removeText: 'Remove',
  add: 'Add reason',
  save: 'Save reasons',
  saving: 'Saving...',
  saved: REJECT_REASON_MESSAGES.saved,
  keptNote: 'A removed reason that was already used stays in the list, deactivated.',
  saveFailed: (reason: string) => `The reasons could not be saved: ${reason}`,
  readOnly: 'You can read this list; your role cannot change it.',
  nameRequired: REJECT_REASON_MESSAGES.name,
} as const;

interface Row {
  reasonId?: string;
  name: string;
  active: boolean;
}
const toRows = (reasons: RejectReason[]): Row[] =>
  reasons.map((r) => ({ reasonId: r.id, name: r.name, active: r.active }));

export function RejectReasonsPage() {
  useDocumentTitle(M.title);
  const queryClient = useQueryClient();
  const reasons = useQuery(rejectReasonsQuery());
  const mayEdit = useAdminMayCall('PUT /admin/reject-reasons');
  const form = useForm<{ rows: Row[] }>({ defaultValues: { rows: [] } });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const { reset } = form;
  useEffect(() => {
    if (reasons.data) reset({ rows: toRows(reasons.data) });
  }, [reasons.data, reset]);
  const save = useMutation({
    mutationFn: (list: Row[]) =>
      saveRejectReasons(
        list.map((r) => ({
          ...(r.reasonId ? { id: r.reasonId } : {}),
          name: r.name.trim(),
          active: r.active,
        })),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(REJECT_REASONS_KEY, saved);
      reset({ rows: toRows(saved) });
      toast.success(M.saved);
    },
    onError: (error) => toast.error(M.saveFailed(reasonOf(error))),
  });
  const watched = form.watch('rows');

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={M.title} subtitle={M.subtitle} />
      {!mayEdit ? <p className="mt-3 text-sm text-slate-600">{M.readOnly}</p> : null}
      {reasons.isPending ? (
        <LoadingPanel label={M.loading} className="mt-6" />
      ) : reasons.isError ? (
        <LoadErrorPanel
          message={M.failed(reasons.error.message)}
          retryLabel={M.retry}
          onRetry={() => reasons.refetch()}
        />
      ) : (
        <form
          className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          onSubmit={form.handleSubmit(({ rows: list }) => save.mutate(list))}
        >
          <ol className="space-y-2">
            {rows.fields.map((field, i) => {
              const name = watched[i]?.name || M.name(i + 1);
              const error = form.formState.errors.rows?.[i]?.name?.message;
              return (
                <li key={field.id} className="flex flex-wrap items-center gap-2">
                  <label className="sr-only" htmlFor={`reason-${field.id}`}>
                    {M.name(i + 1)}
                  </label>
                  <input
                    id={`reason-${field.id}`}
                    className={`${inputClass} min-w-48 flex-1`}
                    maxLength={REJECT_REASON_LIMITS.maxName}
                    readOnly={!mayEdit}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `reason-${field.id}-error` : undefined}
                    {...form.register(`rows.${i}.name`, {
                      validate: (v) => v.trim().length > 0 || M.nameRequired,
                    })}
                  />
                  <label className="flex items-center gap-1 text-sm text-slate-800">
                    <input type="checkbox" disabled={!mayEdit} {...form.register(`rows.${i}.active`)} />
                    {M.active}
                  </label>
                  {mayEdit ? (
                    <>
                      <button
                        type="button"
                        className={buttonClass.small}
                        disabled={i === 0}
                        aria-label={M.up(name)}
                        onClick={() => rows.move(i, i - 1)}
                      >
                        {M.upText}
                      </button>
                      <button
                        type="button"
                        className={buttonClass.small}
                        disabled={i === rows.fields.length - 1}
                        aria-label={M.down(name)}
                        onClick={() => rows.move(i, i + 1)}
                      >
                        {M.downText}
                      </button>
                      <button
                        type="button"
                        className={buttonClass.smallDanger}
                        disabled={rows.fields.length === 1}
                        aria-label={M.remove(name)}
                        onClick={() => rows.remove(i)}
                      >
                        {M.removeText}
                      </button>
                    </>
                  ) : null}
                  {error ? (
                    <p id={`reason-${field.id}-error`} className="w-full text-sm text-red-700">
                      {error}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ol>
          {mayEdit ? (
            <>
              <p className="mt-4 text-xs text-slate-600">{M.keptNote}</p>
              <div className="mt-4 flex flex-wrap justify-between gap-3">
                <button
                  type="button"
                  className={buttonClass.secondary}
                  disabled={rows.fields.length >= REJECT_REASON_LIMITS.maxReasons}
                  onClick={() => rows.append({ name: '', active: true })}
                >
                  {M.add}
                </button>
                <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
                  {save.isPending ? M.saving : M.save}
                </button>
              </div>
            </>
          ) : null}
        </form>
      )}
    </div>
  );
}
