import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { AdminListItem, AssignableRole } from '../../../../functions/contract/schemas/auth';
import type { AdminUserView } from '../../../../functions/contract/schemas/users';
import {
  Badge,
  buttonClass,
  ConfirmDialog,
  inputClass,
  Modal,
  reasonOf,
} from '../../components/catalog-admin';
import { ErrorBox, Spinner } from '../../components/feedback';
import { useAdminCan } from '../../lib/admin-permissions';
import { useDocumentTitle } from '../../lib/document-title';
import { getAdminSession } from '../../lib/session';
import { assignRole, deleteAdmin, deleteUser, listAdmins, listUsers, roleQueryKeys } from './api';
import { roleManagementMessages as M } from './messages';

type Tab = 'admins' | 'users';

const monthFormat = new Intl.DateTimeFormat('en-IE', { month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IE', { dateStyle: 'medium', timeStyle: 'short' });

const month = (iso: string) => (Number.isNaN(Date.parse(iso)) ? '' : monthFormat.format(new Date(iso)));
const lastLogin = (iso: string | null) =>
  iso && !Number.isNaN(Date.parse(iso)) ? dateTimeFormat.format(new Date(iso)) : M.never;
const matches = (needle: string, ...fields: string[]) =>
  !needle || fields.some((f) => f.toLowerCase().includes(needle.toLowerCase()));

/** A web-mail compose link (admin-area §2 CV Management's email action), mailto as the fallback. */
const composeUrl = (email: string) =>
  `https://mail.google.com/mail/?view=cm&fs=1&to=${encodeURIComponent(email)}`;

/**
 * /admin/role-management (admin-area §2 "User & Admin Management"): tabs with counts, search, stat
 * cards, the admins table (role badge, 'You', Created By / Self Created, real last login) and the
 * users table (name, email, phone, real last login, email and delete). What a role cannot do is not
 * shown: only a super_admin sees Assign Role and Delete for admins (never for a super admin or
 * oneself); Delete user needs `users:delete`. The server refuses the same calls with 403.
 */
export function RoleManagementPage() {
  useDocumentTitle(M.title);
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('admins');
  const [search, setSearch] = useState('');
  const [assigning, setAssigning] = useState<AdminListItem | null>(null);
  const [deletingAdmin, setDeletingAdmin] = useState<AdminListItem | null>(null);
  const [deletingUser, setDeletingUser] = useState<AdminUserView | null>(null);
  const me = getAdminSession()?.admin ?? null;
  const canManageAdmins = useAdminCan('admins:manage');
  const canAssign = useAdminCan('roles:assign');
  const canDeleteUsers = useAdminCan('users:delete');

  const admins = useQuery({ queryKey: roleQueryKeys.admins, queryFn: () => listAdmins() });
  const users = useQuery({ queryKey: roleQueryKeys.users, queryFn: () => listUsers() });

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['admin', 'admins'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
  };
  const removeAdmin = useMutation({
    mutationFn: (a: AdminListItem) => deleteAdmin(a._id),
    onSuccess: () => {
      toast.success(M.deleteAdmin.done);
      setDeletingAdmin(null);
      refresh();
    },
    onError: (e) => toast.error(M.deleteAdmin.failed(reasonOf(e))),
  });
  const removeUser = useMutation({
    mutationFn: (u: AdminUserView) => deleteUser(u._id),
    onSuccess: () => {
      toast.success(M.deleteUser.done);
      setDeletingUser(null);
      refresh();
    },
    onError: (e) => toast.error(M.deleteUser.failed(reasonOf(e))),
  });

  const adminRows = useMemo(
    () => (admins.data?.admins ?? []).filter((a) => matches(search, a.user_name, a.email)),
    [admins.data, search],
  );
  const userRows = useMemo(
    () => (users.data?.users ?? []).filter((u) => matches(search, u.name, u.email)),
    [users.data, search],
  );
  const adminTotal = admins.data?.pagination.total ?? 0;
  const selfCreated = (admins.data?.admins ?? []).filter((a) => !a.createdBy).length;
  const userTotal = users.data?.totalUsers ?? 0;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{M.title}</h1>
          <p className="mt-1 text-sm text-slate-600">{M.subtitle}</p>
        </div>
        {canManageAdmins ? (
          <Link to="/admin/register" className={buttonClass.primary}>
            {M.addAdmin}
          </Link>
        ) : null}
      </div>

      <div className="flex flex-wrap items-end justify-between gap-4">
        <div role="tablist" aria-label={M.title} className="inline-flex rounded-lg bg-slate-200 p-1">
          {(['admins', 'users'] as const).map((t) => (
            <button
              key={t}
              type="button"
              role="tab"
              aria-selected={tab === t}
              onClick={() => setTab(t)}
              className={`rounded-md px-4 py-2 text-sm font-semibold ${
                tab === t ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
              }`}
            >
              {t === 'admins' ? M.tabs.admins(adminTotal) : M.tabs.users(userTotal)}
            </button>
          ))}
        </div>
        <label className="w-full max-w-sm">
          <span className="sr-only">{M.searchLabel}</span>
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={tab === 'admins' ? M.searchAdmins : M.searchUsers}
            className={inputClass}
          />
        </label>
      </div>

      {tab === 'admins' ? (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard label={M.stats.total} value={adminTotal} />
            <StatCard label={M.stats.createdByOthers} value={Math.max(0, adminTotal - selfCreated)} />
            <StatCard label={M.stats.selfCreated} value={selfCreated} />
          </div>
          {admins.isError ? (
            <ErrorBox>{M.admins.tableError(reasonOf(admins.error))}</ErrorBox>
          ) : (
            <TableFrame caption={M.admins.caption} loading={admins.isPending}>
              <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
                <tr>
                  <th className="px-4 py-3">{M.admins.name}</th>
                  <th className="px-4 py-3">{M.admins.email}</th>
                  <th className="px-4 py-3">{M.admins.createdBy}</th>
                  <th className="px-4 py-3">{M.admins.created}</th>
                  <th className="px-4 py-3">{M.admins.lastLogin}</th>
                  <th className="px-4 py-3 text-right">{M.admins.actions}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {adminRows.length === 0 && !admins.isPending ? (
                  <EmptyRow colSpan={6} text={M.admins.empty} />
                ) : (
                  adminRows.map((a) => {
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
                        <td className="px-4 py-3 text-slate-700">
                          {a.createdBy?.user_name ?? M.admins.selfCreated}
                        </td>
                        <td className="px-4 py-3 text-slate-700">{month(a.createdAt)}</td>
                        <td className="px-4 py-3 text-slate-700">
                          <span className="block">{lastLogin(a.lastLoginAt)}</span>
                          <span className="text-xs text-slate-500">{M.logins(a.loginCount)}</span>
                        </td>
                        <td className="px-4 py-3">
                          <div className="flex justify-end gap-2">
                            {canAssign && !isMe && !isSuper ? (
                              <button
                                type="button"
                                className={buttonClass.small}
                                onClick={() => setAssigning(a)}
                              >
                                {M.admins.assignRole}
                              </button>
                            ) : null}
                            {canManageAdmins && !isMe && !isSuper ? (
                              <button
                                type="button"
                                className={buttonClass.smallDanger}
                                onClick={() => setDeletingAdmin(a)}
                              >
                                {M.admins.delete}
                              </button>
                            ) : null}
                          </div>
                        </td>
                      </tr>
                    );
                  })
                )}
              </tbody>
            </TableFrame>
          )}
        </>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard label={M.stats.totalUsers} value={userTotal} />
          </div>
          {users.isError ? (
            <ErrorBox>{M.users.tableError(reasonOf(users.error))}</ErrorBox>
          ) : (
            <TableFrame caption={M.users.caption} loading={users.isPending}>
              <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
                <tr>
                  <th className="px-4 py-3">{M.users.name}</th>
                  <th className="px-4 py-3">{M.users.email}</th>
                  <th className="px-4 py-3">{M.users.phone}</th>
                  <th className="px-4 py-3">{M.users.lastLogin}</th>
                  <th className="px-4 py-3 text-right">{M.users.actions}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {userRows.length === 0 && !users.isPending ? (
                  <EmptyRow colSpan={5} text={M.users.empty} />
                ) : (
                  userRows.map((u) => (
                    <tr key={u._id}>
                      <td className="px-4 py-3 font-medium text-slate-900">{u.name}</td>
                      <td className="px-4 py-3 text-slate-700">{u.email}</td>
                      <td className="px-4 py-3 text-slate-700">
                        {u.contact ? `${u.contact.country_code} ${u.contact.number}` : M.users.noPhone}
                      </td>
                      <td className="px-4 py-3 text-slate-700">
                        <span className="block">{lastLogin(u.lastLogin)}</span>
                        <span className="text-xs text-slate-500">{M.logins(u.loginCount)}</span>
                      </td>
                      <td className="px-4 py-3">
                        <div className="flex justify-end gap-2">
                          <a
                            className={buttonClass.small}
                            href={u.email ? composeUrl(u.email) : undefined}
                            target="_blank"
                            rel="noreferrer"
                            onClick={(e) => {
                              if (!u.email) {
                                e.preventDefault();
                                toast.error(M.users.noEmail);
                              }
                            }}
                          >
                            {M.users.emailAction}
                          </a>
                          {canDeleteUsers ? (
                            <button
                              type="button"
                              className={buttonClass.smallDanger}
                              onClick={() => setDeletingUser(u)}
                            >
                              {M.users.delete}
                            </button>
                          ) : null}
                        </div>
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </TableFrame>
          )}
        </>
      )}

      {assigning ? (
        <AssignRoleDialog
          admin={assigning}
          onClose={() => setAssigning(null)}
          onAssigned={() => {
            setAssigning(null);
            refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deletingAdmin !== null}
        onOpenChange={(open) => !open && setDeletingAdmin(null)}
        title={M.deleteAdmin.title}
        body={deletingAdmin ? M.deleteAdmin.body(deletingAdmin.user_name) : ''}
        confirmLabel={M.deleteAdmin.confirm}
        cancelLabel={M.deleteAdmin.cancel}
        busy={removeAdmin.isPending}
        onConfirm={() => deletingAdmin && removeAdmin.mutate(deletingAdmin)}
      />
      <ConfirmDialog
        open={deletingUser !== null}
        onOpenChange={(open) => !open && setDeletingUser(null)}
        title={M.deleteUser.title}
        body={deletingUser ? M.deleteUser.body(deletingUser.name) : ''}
        confirmLabel={M.deleteUser.confirm}
        cancelLabel={M.deleteUser.cancel}
        busy={removeUser.isPending}
        onConfirm={() => deletingUser && removeUser.mutate(deletingUser)}
      />
    </div>
  );
}

function StatCard({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-slate-500">{label}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900">{value}</p>
    </div>
  );
}

function TableFrame({
  caption,
  loading,
  children,
}: {
  caption: string;
  loading: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      {loading ? (
        <div className="flex justify-center p-8">
          <Spinner />
        </div>
      ) : (
        <table className="min-w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          {children}
        </table>
      )}
    </div>
  );
}

function EmptyRow({ colSpan, text }: { colSpan: number; text: string }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-4 py-10 text-center text-slate-500">
        {text}
      </td>
    </tr>
  );
}

/** The assign-role dialog (admin-area §2): the four roles with what each may do. */
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
