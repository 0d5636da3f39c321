import type { Department } from '@functions/contract/schemas/catalog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '@/components/admin/badge';
import { buttonClass, RowButton } from '@/components/admin/buttons';
import { DeleteDialog, EditNameDialog } from '@/components/admin/dialogs';
import { PageHeader } from '@/components/admin/page-header';
import { useRowAction } from '@/components/admin/row-action';
import { DataTable, LoadErrorPanel, LoadingPanel } from '@/components/admin/table';
import { adminDepartmentsQuery } from '@/lib/admin-catalog';
import { useDocumentTitle } from '@/lib/document-title';
import { changeDepartment, createDepartment, renameDepartment } from './api';
import { departmentsMessages as M } from './messages';

type Action = 'hold' | 'reactivate' | 'delete';

function StatusBadge({ status }: { status: string }) {
  if (status === 'active') return <Badge tone="green">{M.status.active}</Badge>;
  if (status === 'hold') return <Badge tone="amber">{M.status.hold}</Badge>;
  return <Badge tone="slate">{M.status.other}</Badge>;
}

/**
 * /admin/departments (docs/requirements.md#departments): the table of name, status, creator and actions
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

  const action = useRowAction<Department, Action>({
    run: (department, action) => changeDepartment(department._id, action),
    done: { hold: M.toasts.held, reactivate: M.toasts.reactivated, delete: M.toasts.deleted },
    failed: {
      hold: M.toasts.holdFailed,
      reactivate: M.toasts.reactivateFailed,
      delete: M.toasts.deleteFailed,
    },
    onSuccess: () => setDeleting(null),
    onSettled: refresh,
  });

  const list = departments.data ?? [];

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={M.title} subtitle={M.subtitle}>
        {list.length > 0 ? (
          <button type="button" className={buttonClass.primary} onClick={() => setEditing('new')}>
            <span aria-hidden="true">+</span> {M.create}
          </button>
        ) : null}
      </PageHeader>

      <div className="mt-6 rounded-2xl border border-slate-200 bg-white shadow-sm">
        {departments.isPending ? (
          <LoadingPanel label={M.loading} />
        ) : departments.isError ? (
          <LoadErrorPanel
            message={M.toasts.loadFailed(departments.error.message)}
            retryLabel={M.retry}
            onRetry={() => departments.refetch()}
          />
        ) : list.length === 0 ? (
          <div className="px-6 py-16 text-center">
            <p className="font-semibold text-slate-800">{M.empty}</p>
            <p className="mt-1 text-sm text-slate-600">{M.emptyHint}</p>
            <button type="button" className={`mt-5 ${buttonClass.primary}`} onClick={() => setEditing('new')}>
              {M.createFirst}
            </button>
          </div>
        ) : (
          <DataTable
            columns={[
              { label: M.columns.name },
              { label: M.columns.status },
              { label: M.columns.creator },
              { label: M.columns.postings, right: true },
              { label: M.columns.actions, right: true },
            ]}
          >
            {list.map((department) => {
              const busy = action.busyId === department._id;
              const inUse = department.jobPostings > 0;
              const ariaLabel = (label: string) => M.actionLabel(label, department.name);
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
                        <span className="block text-xs text-slate-500">{department.created_by.email}</span>
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
                      <RowButton
                        label={M.actions.edit}
                        aria-label={ariaLabel(M.actions.edit)}
                        onClick={() => setEditing(department)}
                      />
                      {department.status === 'active' ? (
                        <RowButton
                          label={M.actions.hold}
                          disabled={busy}
                          aria-label={ariaLabel(M.actions.hold)}
                          onClick={() => action.run(department, 'hold')}
                        />
                      ) : (
                        <RowButton
                          label={M.actions.reactivate}
                          disabled={busy}
                          aria-label={ariaLabel(M.actions.reactivate)}
                          onClick={() => action.run(department, 'reactivate')}
                        />
                      )}
                      <RowButton
                        label={M.actions.delete}
                        className={buttonClass.smallDanger}
                        disabled={busy || inUse}
                        title={inUse ? M.inUse(department.jobPostings) : undefined}
                        aria-label={ariaLabel(M.actions.delete)}
                        onClick={() => setDeleting(department)}
                      />
                    </div>
                  </td>
                </tr>
              );
            })}
          </DataTable>
        )}
      </div>

      <EditNameDialog
        editing={editing}
        onClose={() => setEditing(null)}
        texts={M.dialog}
        toasts={M.toasts}
        create={createDepartment}
        rename={renameDepartment}
        refresh={refresh}
      />
      <DeleteDialog
        target={deleting}
        name={(department) => department.name}
        texts={M.deleteDialog}
        busy={action.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={(department) => action.run(department, 'delete')}
      />
    </div>
  );
}
