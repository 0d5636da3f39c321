import { formatDate } from '@functions/contract/dates';
import type { AdminListItem, AssignableRole } from '@functions/contract/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/admin/badge';
import { buttonClass, RowButton } from '@/components/admin/buttons';
import { DeleteDialog, Modal } from '@/components/admin/dialogs';
import { inputClass } from '@/components/admin/form-fields';
import { PageHeader } from '@/components/admin/page-header';
import { reasonOf } from '@/components/admin/row-action';
import { StatCard } from '@/components/admin/stat-card';
import { TableCard } from '@/components/admin/table';
import { ComposeMailDialog } from '@/components/candidate-mail/ComposeMailDialog';
import { Spinner } from '@/components/feedback';
import { formatPhone } from '@/components/phone/format';
import { useAdminMayCall } from '@/lib/admin-permissions';
import { useDocumentTitle } from '@/lib/document-title';
import { assignRole } from './api';
import { roleManagementMessages as M } from './messages';
import { type RoleManagement, useRoleManagement } from './useRoleManagement';

const month = (iso: string) => formatDate(iso, 'month') ?? '';
const lastLogin = (iso: string | null) => formatDate(iso, 'dateTime') ?? M.never;

/**
 * /admin/role-management (docs/requirements.md#users-and-admins): tabs with counts, search, stat
 * cards, the admins table (role badge, 'You', Created By / Self Created, real last login) and the
 * users table (name, email, phone, real last login, email and delete). What a role cannot do is not
 * shown: only a super_admin sees Assign Role and Delete for admins (never for a super admin or
 * oneself); Delete user needs `users:delete`. The server refuses the same calls with 403. A view of
 * `useRoleManagement`.
 */
export function RoleManagementPage() {
  useDocumentTitle(M.title);
  const page = useRoleManagement();
  return (
    <div className="space-y-6">
      <PageHeader title={M.title} subtitle={M.subtitle}>
        {page.may.manageAdmins ? (
          <Link to="/admin/register" className={buttonClass.primary}>
            {M.addAdmin}
          </Link>
        ) : null}
      </PageHeader>
      <TabsAndSearch page={page} />
      {page.tab === 'admins' ? <AdminsTab page={page} /> : <UsersTab page={page} />}
      {page.assigning ? (
        <AssignRoleDialog
          admin={page.assigning}
          onClose={() => page.setAssigning(null)}
          onAssigned={() => {
            page.setAssigning(null);
            page.refresh();
          }}
        />
      ) : null}
      <DeleteDialog
        target={page.deletingAdmin}
        name={(a) => a.user_name}
        texts={M.deleteAdmin}
        busy={page.removeAdmin.isPending}
        onClose={() => page.setDeletingAdmin(null)}
        onConfirm={(a) => page.removeAdmin.run(a, 'delete')}
      />
      <DeleteDialog
        target={page.deletingUser}
        name={(u) => u.name}
        texts={M.deleteUser}
        busy={page.removeUser.isPending}
        onClose={() => page.setDeletingUser(null)}
        onConfirm={(u) => page.removeUser.run(u, 'delete')}
      />
    </div>
  );
}

type Props = { page: RoleManagement };

function TabsAndSearch({ page }: Props) {
  const { tab } = page;
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div role="tablist" aria-label={M.title} className="inline-flex rounded-lg bg-slate-200 p-1">
        {(['admins', 'users'] as const).map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={tab === t}
            onClick={() => page.setTab(t)}
            className={`rounded-md px-4 py-2 text-sm font-semibold ${
              tab === t ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
            }`}
          >
            {t === 'admins' ? M.tabs.admins(page.adminTotal) : M.tabs.users(page.userTotal)}
          </button>
        ))}
      </div>
      <label className="w-full max-w-sm">
        <span className="sr-only">{M.searchLabel}</span>
        <input
          type="search"
          value={page.search}
          onChange={(e) => page.setSearch(e.target.value)}
          placeholder={tab === 'admins' ? M.searchAdmins : M.searchUsers}
          className={inputClass}
        />
      </label>
    </div>
  );
}

/** The admins' counts and table, with Assign Role and Delete where the role may use them. */
function AdminsTab({ page }: Props) {
  const { admins, adminTotal, selfCreated, may, me } = page;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label={M.stats.total} value={adminTotal} />
        <StatCard label={M.stats.createdByOthers} value={Math.max(0, adminTotal - selfCreated)} />
        <StatCard label={M.stats.selfCreated} value={selfCreated} />
      </div>
      <TableCard
        caption={M.admins.caption}
        error={admins.isError ? M.admins.tableError(reasonOf(admins.error)) : null}
        loading={admins.isPending}
        columns={[
          { label: M.admins.name },
          { label: M.admins.email },
          { label: M.admins.createdBy },
          { label: M.admins.created },
          { label: M.admins.lastLogin },
          { label: M.admins.actions, right: true },
        ]}
        empty={page.adminRows.length === 0 ? M.admins.empty : null}
      >
        {page.adminRows.map((a) => {
          const isMe = a._id === me?._id;
          const isSuper = a.role === 'super_admin';
          return (
            <tr key={a._id} className="align-middle">
              <td className="px-4 py-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-slate-900">{a.user_name}</span>
                  <Badge tone={isSuper ? 'amber' : 'blue'}>{M.roleNames[a.role] ?? a.role}</Badge>
                  {isMe ? <Badge tone="green">{M.admins.you}</Badge> : null}
                </div>
              </td>
              <td className="px-4 py-3 text-slate-700">{a.email}</td>
              <td className="px-4 py-3 text-slate-700">{a.createdBy?.user_name ?? M.admins.selfCreated}</td>
              <td className="px-4 py-3 text-slate-700">{month(a.createdAt)}</td>
              <LastLoginCell at={a.lastLoginAt} count={a.loginCount} />
              <td className="px-4 py-3">
                <div className="flex justify-end gap-2">
                  {may.assign && !isMe && !isSuper ? (
                    <RowButton label={M.admins.assignRole} onClick={() => page.setAssigning(a)} />
                  ) : null}
                  {may.manageAdmins && !isMe && !isSuper ? (
                    <RowButton
                      label={M.admins.delete}
                      className={buttonClass.smallDanger}
                      onClick={() => page.setDeletingAdmin(a)}
                    />
                  ) : null}
                </div>
              </td>
            </tr>
          );
        })}
      </TableCard>
    </>
  );
}

/** The users' count and table, with Email and (where the role may) Delete. */
function UsersTab({ page }: Props) {
  const { users } = page;
  // A candidate's account is their record: Email writes to them from the product, as on their
  // page (docs/requirements.md#candidate-messages), never a web mail tab.
  const mayMail = useAdminMayCall('POST /resume/{id}/mails');
  const [mailing, setMailing] = useState<(typeof page.userRows)[number] | null>(null);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label={M.stats.totalUsers} value={page.userTotal} />
      </div>
      <TableCard
        caption={M.users.caption}
        error={users.isError ? M.users.tableError(reasonOf(users.error)) : null}
        loading={users.isPending}
        columns={[
          { label: M.users.name },
          { label: M.users.email },
          { label: M.users.phone },
          { label: M.users.lastLogin },
          { label: M.users.actions, right: true },
        ]}
        empty={page.userRows.length === 0 ? M.users.empty : null}
      >
        {page.userRows.map((u) => (
          <tr key={u._id}>
            <td className="px-4 py-3 font-medium text-slate-900">{u.name}</td>
            <td className="px-4 py-3 text-slate-700">{u.email}</td>
            <td className="px-4 py-3 text-slate-700">{formatPhone(u.contact) ?? M.users.noPhone}</td>
            <LastLoginCell at={u.lastLogin} count={u.loginCount} />
            <td className="px-4 py-3">
              <div className="flex justify-end gap-2">
                {mayMail ? (
                  <RowButton
                    label={M.users.emailAction}
                    className={buttonClass.small}
                    onClick={() => (u.email ? setMailing(u) : toast.error(M.users.noEmail))}
                  />
                ) : null}
                {page.may.deleteUsers ? (
                  <RowButton
                    label={M.users.delete}
                    className={buttonClass.smallDanger}
                    onClick={() => page.setDeletingUser(u)}
                  />
                ) : null}
              </div>
            </td>
          </tr>
        ))}
      </TableCard>
      <ComposeMailDialog
        resume={mailing ? { _id: mailing._id, name: mailing.name, email: mailing.email, role: '' } : null}
        onOpenChange={(open) => !open && setMailing(null)}
      />
    </>
  );
}

/** The last login and the login count of an admin or a user. */
function LastLoginCell({ at, count }: { at: string | null; count: number }) {
  return (
    <td className="px-4 py-3 text-slate-700">
      <span className="block">{lastLogin(at)}</span>
      <span className="text-xs text-slate-500">{M.logins(count)}</span>
    </td>
  );
}

/** The assign-role dialog (docs/requirements.md#users-and-admins): the four roles with what each may do. */
function AssignRoleDialog({
  admin,
  onClose,
  onAssigned,
}: {
  admin: AdminListItem;
  onClose: () => void;
  onAssigned: () => void;
}) {
  const [role, setRole] = useState<AssignableRole>(
    (M.assign.roles.find((r) => r.value === admin.role)?.value ?? 'admin') as AssignableRole,
  );
  const save = useMutation({
    mutationFn: () => assignRole(admin._id, role),
    onSuccess: (updated) => {
      toast.success(M.assign.done(updated.user_name, M.roleNames[updated.role]));
      onAssigned();
    },
    onError: (e) => toast.error(M.assign.failed(reasonOf(e))),
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={M.assign.title}
      description={M.assign.description(admin.user_name)}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <fieldset className="space-y-2">
          <legend className="sr-only">{M.assign.title}</legend>
          {M.assign.roles.map((r) => (
            <label
              key={r.value}
              className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 ${
                role === r.value ? 'border-brand-500 bg-brand-50' : 'border-slate-200 hover:bg-slate-50'
              }`}
            >
              <input
                type="radio"
                name="role"
                value={r.value}
                checked={role === r.value}
                onChange={() => setRole(r.value as AssignableRole)}
                className="mt-1 accent-brand-600"
              />
              <span>
                <span className="block text-sm font-semibold text-slate-900">{r.label}</span>
                <span className="block text-sm text-slate-600">{r.description}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="mt-5 flex justify-end gap-3">
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            {M.assign.cancel}
          </button>
          <button
            type="submit"
            className={buttonClass.primary}
            disabled={save.isPending || role === admin.role}
          >
            {save.isPending ? <Spinner className="size-4 text-white" /> : null}
            {M.assign.save}
          </button>
        </div>
      </form>
    </Modal>
  );
}
