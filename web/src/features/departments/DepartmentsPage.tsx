import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/admin/badge';
import { buttonClass } from '@/components/admin/buttons';
import { CatalogPage } from '@/components/admin/catalog-page';
import { adminDepartmentsQuery } from '@/lib/admin-catalog';
import { changeDepartment, createDepartment, renameDepartment } from './api';
import { departmentsMessages as M } from './messages';

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
  const departments = useQuery(adminDepartmentsQuery());
  return (
    <CatalogPage
      texts={M}
      query={departments}
      queryKey={['admin', 'departments']}
      writeRoutes={{
        create: 'POST /admin/departments',
        rename: 'PUT /admin/departments/{id}',
        off: 'PUT /admin/departments/{id}/hold',
        on: 'PUT /admin/departments/{id}/reactivate',
        delete: 'DELETE /admin/departments/{id}',
      }}
      create={createDepartment}
      rename={renameDepartment}
      change={changeDepartment}
      toggle={{
        off: { action: 'hold', label: M.actions.hold, done: M.toasts.held, failed: M.toasts.holdFailed },
        on: {
          action: 'reactivate',
          label: M.actions.reactivate,
          done: M.toasts.reactivated,
          failed: M.toasts.reactivateFailed,
        },
      }}
      loadFailed={M.toasts.loadFailed}
      statusBadge={(department) => <StatusBadge status={department.status} />}
      columns={[{ label: M.columns.creator }, { label: M.columns.postings, right: true }]}
      cells={(department) => (
        <>
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
          <td className="px-4 py-3 text-right tabular-nums text-slate-700">{department.jobPostings}</td>
        </>
      )}
      deleteBlocked={(department) =>
        department.jobPostings > 0 ? M.inUse(department.jobPostings) : undefined
      }
      createWhenEmpty={false}
      empty={(_all, openCreate) => (
        <div className="px-6 py-16 text-center">
          <p className="font-semibold text-slate-800">{M.empty}</p>
          <p className="mt-1 text-sm text-slate-600">{M.emptyHint}</p>
          {openCreate ? (
            <button type="button" className={`mt-5 ${buttonClass.primary}`} onClick={openCreate}>
              {M.createFirst}
            </button>
          ) : null}
        </div>
      )}
    />
  );
}
