import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Department } from '../../../../functions/contract/schemas/catalog';
import { Badge, buttonClass, ConfirmDialog, NameDialog, reasonOf } from '../../components/catalog-admin';
import { ErrorBox, Spinner } from '../../components/feedback';
import { changeDepartment, createDepartment, renameDepartment } from '../../lib/catalog-admin-api';
import { useDocumentTitle } from '../../lib/document-title';
import { adminDepartmentsQuery } from '../job-titles/queries';
import { departmentsMessages as M } from './messages';

type Action = 'hold' | 'reactivate' | 'delete';

function StatusBadge({ status }: { status: string }) {
  if (status === 'active') return <Badge tone="green">{M.status.active}</Badge>;
  if (status === 'hold') return <Badge tone="amber">{M.status.hold}</Badge>;
  return <Badge tone="slate">{M.status.other}</Badge>;
}

/**
 * /admin/departments (admin-area §2 "Departments"): the table of name, status, creator and actions
 * (edit, hold, reactivate, delete), the create and edit dialogs, and the 'Create First Department'
 * empty state. Delete is offered only while no job posting names the department (the server
 * refuses it otherwise).
 */
export function DepartmentsPage() {
  useDocumentTitle(M.title);
  const queryClient = useQueryClient();
  const departments = useQuery(adminDepartmentsQuery());
  const [editing, setEditing] = useState<Department | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Department | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'departments'] });

  const action = useMutation({
    mutationFn: ({ department, action }: { department: Department; action: Action }) =>
      changeDepartment(department._id, action),
    onSuccess: (_data, { action }) => {
      toast.success(
        action === 'hold' ? M.toasts.held : action === 'reactivate' ? M.toasts.reactivated : M.toasts.deleted,
      );
      setDeleting(null);
    },
    onError: (error, { action }) => {
      const reason = reasonOf(error);
      toast.error(
        action === 'hold'
          ? M.toasts.holdFailed(reason)
          : action === 'reactivate'
            ? M.toasts.reactivateFailed(reason)
            : M.toasts.deleteFailed(reason),
      );
    },
    onSettled: refresh,
  });

  const save = async (name: string) => {
    const target = editing;
    try {
      if (target === 'new') {
        await createDepartment(name);
        toast.success(M.toasts.created);
      } else if (target) {
        await renameDepartment(target._id, name);
        toast.success(M.toasts.updated);
      }
    } catch (error) {
      toast.error(
        target === 'new' ? M.toasts.createFailed(reasonOf(error)) : M.toasts.updateFailed(reasonOf(error)),
      );
      throw error;
    } finally {
      await refresh();
    }
  };

  const list = departments.data ?? [];
  const busyId = action.isPending ? action.variables?.department._id : undefined;

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{M.title}</h1>
          <p className="mt-1 text-sm text-slate-600">{M.subtitle}</p>
        </div>
        {list.length > 0 ? (
          <button type="button" className={buttonClass.primary} onClick={() => setEditing('new')}>
            <span aria-hidden="true">+</span> {M.create}
          </button>
        ) : null}
      </div>

      <div className="mt-6 rounded-2xl border border-slate-200 bg-white shadow-sm">
        {departments.isPending ? (
          <div className="px-6 py-16 text-center text-slate-600">
            <Spinner label={M.loading} />
          </div>
        ) : departments.isError ? (
          <div className="space-y-4 p-6">
            <ErrorBox>{M.toasts.loadFailed(departments.error.message)}</ErrorBox>
            <button type="button" className={buttonClass.secondary} onClick={() => departments.refetch()}>
              {M.retry}
            </button>
          </div>
        ) : list.length === 0 ? (
          <div className="px-6 py-16 text-center">
            <p className="font-semibold text-slate-800">{M.empty}</p>
            <p className="mt-1 text-sm text-slate-600">{M.emptyHint}</p>
            <button type="button" className={`mt-5 ${buttonClass.primary}`} onClick={() => setEditing('new')}>
              {M.createFirst}
            </button>
          </div>
        ) : (
          <div className="overflow-x-auto">
            <table className="min-w-full divide-y divide-slate-100 text-sm">
              <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    {M.columns.name}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {M.columns.status}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {M.columns.creator}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    {M.columns.postings}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    {M.columns.actions}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {list.map((department) => {
                  const busy = busyId === department._id;
                  const inUse = department.jobPostings > 0;
                  return (
                    <tr key={department._id}>
                      <td className="px-4 py-3 font-medium capitalize text-slate-900">{department.name}</td>
                      <td className="px-4 py-3">
                        <StatusBadge status={department.status} />
                      </td>
                      <td className="px-4 py-3">
                        {department.created_by ? (
                          <>
                            <span className="block text-slate-900">{department.created_by.name}</span>
                            <span className="block text-xs text-slate-500">
                              {department.created_by.email}
                            </span>
                          </>
                        ) : (
                          <span className="text-slate-500">{M.unknownCreator}</span>
                        )}
                      </td>
                      <td className="px-4 py-3 text-right tabular-nums text-slate-700">
                        {department.jobPostings}
                      </td>
                      <td className="px-4 py-3">
                        <div className="flex flex-wrap justify-end gap-2">
                          <button
                            type="button"
                            className={buttonClass.small}
                            aria-label={M.actionLabel(M.actions.edit, department.name)}
                            onClick={() => setEditing(department)}
                          >
                            {M.actions.edit}
                          </button>
                          {department.status === 'active' ? (
                            <button
                              type="button"
                              className={buttonClass.small}
                              disabled={busy}
                              aria-label={M.actionLabel(M.actions.hold, department.name)}
                              onClick={() => action.mutate({ department, action: 'hold' })}
                            >
                              {M.actions.hold}
                            </button>
                          ) : (
                            <button
                              type="button"
                              className={buttonClass.small}
                              disabled={busy}
                              aria-label={M.actionLabel(M.actions.reactivate, department.name)}
                              onClick={() => action.mutate({ department, action: 'reactivate' })}
                            >
                              {M.actions.reactivate}
                            </button>
                          )}
                          <button
                            type="button"
                            className={buttonClass.smallDanger}
                            disabled={busy || inUse}
                            title={inUse ? M.inUse(department.jobPostings) : undefined}
                            aria-label={M.actionLabel(M.actions.delete, department.name)}
                            onClick={() => setDeleting(department)}
                          >
                            {M.actions.delete}
                          </button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </div>

      <NameDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? M.dialog.createTitle : M.dialog.editTitle}
        label={M.dialog.label}
        placeholder={M.dialog.placeholder}
        initialName={editing && editing !== 'new' ? editing.name : ''}
        requiredMessage={M.dialog.required}
        submitLabel={editing === 'new' ? M.dialog.create : M.dialog.save}
        cancelLabel={M.dialog.cancel}
        onSubmit={save}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={M.deleteDialog.title}
        body={deleting ? M.deleteDialog.body(deleting.name) : ''}
        confirmLabel={M.deleteDialog.confirm}
        cancelLabel={M.deleteDialog.cancel}
        busy={action.isPending}
        onConfirm={() => deleting && action.mutate({ department: deleting, action: 'delete' })}
      />
    </div>
  );
}
