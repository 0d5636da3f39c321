/**
 * The role management page's state (docs/requirements.md#users-and-admins): the tab and the search
 * over it, the admins and users with their counts, what the signed-in role may do (only a
 * super_admin assigns roles; deleting admins needs `admins:manage`, deleting users `users:delete`),
 * and the assign and delete dialogs with their calls. Used by `RoleManagementPage.tsx`.
 */
import type { AdminListItem } from '@functions/contract/schemas/auth';
import type { AdminUserView } from '@functions/contract/schemas/users';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useRowAction } from '@/components/admin/row-action';
import { useAdminCan } from '@/lib/admin-permissions';
import { getAdminSession } from '@/lib/session';
import { deleteAdmin, deleteUser, listAdmins, listUsers, roleQueryKeys } from './api';
import { roleManagementMessages as M } from './messages';

export type Tab = 'admins' | 'users';

/** True when `needle` is empty or found, in any case, in one of `fields`. */
const matches = (needle: string, ...fields: string[]) =>
  !needle || fields.some((f) => f.toLowerCase().includes(needle.toLowerCase()));

/** The page's state and actions; see the module's note. */
export function useRoleManagement() {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('admins');
  const [search, setSearch] = useState('');
  const [assigning, setAssigning] = useState<AdminListItem | null>(null);
  const [deletingAdmin, setDeletingAdmin] = useState<AdminListItem | null>(null);
  const [deletingUser, setDeletingUser] = useState<AdminUserView | null>(null);
  const may = {
    manageAdmins: useAdminCan('admins:manage'),
    assign: useAdminCan('roles:assign'),
    deleteUsers: useAdminCan('users:delete'),
  };

  const admins = useQuery({ queryKey: roleQueryKeys.admins, queryFn: () => listAdmins() });
  const users = useQuery({ queryKey: roleQueryKeys.users, queryFn: () => listUsers() });

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'admins'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
    ]);
  const removeAdmin = useRowAction({
    run: (a: AdminListItem, _action: 'delete') => deleteAdmin(a._id),
    done: { delete: M.deleteAdmin.done },
    failed: { delete: M.deleteAdmin.failed },
    onSuccess: () => setDeletingAdmin(null),
    onSettled: refresh,
  });
  const removeUser = useRowAction({
    run: (u: AdminUserView, _action: 'delete') => deleteUser(u._id),
    done: { delete: M.deleteUser.done },
    failed: { delete: M.deleteUser.failed },
    onSuccess: () => setDeletingUser(null),
    onSettled: refresh,
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

  return {
    tab,
    setTab,
    search,
    setSearch,
    me: getAdminSession()?.admin ?? null,
    may,
    admins,
    users,
    adminRows,
    userRows,
    adminTotal,
    selfCreated: (admins.data?.admins ?? []).filter((a) => !a.createdBy).length,
    userTotal: users.data?.totalUsers ?? 0,
    refresh,
    assigning,
    setAssigning,
    deletingAdmin,
    setDeletingAdmin,
    removeAdmin,
    deletingUser,
    setDeletingUser,
    removeUser,
  };
}

/** What `useRoleManagement` gives the page's parts. */
export type RoleManagement = ReturnType<typeof useRoleManagement>;
