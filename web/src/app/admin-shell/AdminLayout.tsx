import type { Permission } from '@functions/contract/routes';
import type { DashboardStats } from '@functions/contract/schemas/dashboard';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Navigate, NavLink, Outlet, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { buttonClass } from '@/components/admin/buttons';
import { ConfirmDialog } from '@/components/admin/dialogs';
import { PageSpinner } from '@/components/feedback';
import { dashboardStatsQuery } from '@/features/dashboard/api';
import { NotificationsButton } from '@/features/notifications/NotificationsButton';
import { unreadCountQuery } from '@/features/notifications/queries';
import { useAdminRealtime } from '@/features/notifications/realtime';
import { useNewCvToast } from '@/features/notifications/useNewCvToast';
import { adminCan, routePermission } from '@/lib/admin-permissions';
import { logoutAdmin } from '@/lib/api';
import { clearAdminSession, getAdminSession, isAdminLoggedIn, subscribeAdminSession } from '@/lib/session';
import { SITE } from '@/lib/site';
import { adminShellMessages as M } from './messages';

/** A sidebar link; `badge` reads its count from the dashboard figures (docs/requirements.md#dashboard). */
interface NavItem {
  to: string;
  label: string;
  /** Active only on this exact path (the dashboard at /admin). */
  end?: boolean;
  badge?: (stats: DashboardStats) => number;
  /** Shown only to roles holding it (the server refuses the page's calls otherwise). */
  permission?: Permission;
}

/** The sidebar links, in order. Add a page here (and its route in `app/router.tsx`). */
const navItems: NavItem[] = [
  { to: '/admin', label: M.nav.dashboard, end: true },
  { to: '/admin/my-interviews', label: M.nav.myInterviews },
  { to: '/admin/cv-management', label: M.nav.cvManagement, badge: (s) => s.resumes.total },
  { to: '/admin/job-postings', label: M.nav.jobPostings, badge: (s) => s.jobs.total },
  { to: '/admin/job-titles', label: M.nav.jobTitles, badge: (s) => s.jobTitles },
  { to: '/admin/departments', label: M.nav.departments, badge: (s) => s.departments },
  { to: '/admin/reject-reasons', label: M.nav.rejectReasons },
  { to: '/admin/reports', label: M.nav.reports, permission: routePermission('GET /admin/reports/hiring') },
  { to: '/admin/role-management', label: M.nav.roleManagement, badge: (s) => s.admins },
  { to: '/admin/mail-templates', label: M.nav.mailTemplates },
  { to: '/admin/register', label: M.nav.addAdmin, permission: 'admins:manage' },
  { to: '/admin/audit', label: M.nav.auditLog, permission: routePermission('GET /admin/audit') },
];

/** The shell waits this long at most for its first data before showing the page anyway (docs/requirements.md#admin-limits). */
const LOADER_FALLBACK_MS = 2000;

/**
 * The admin shell (docs/requirements.md#admin-shell): sidebar navigation, the signed-in admin, and Logout with a
 * "Confirm Logout" dialog that ends the session and goes to /. If the session ends any other way
 * (a 401 on an admin call, logout in another tab) the shell sends the browser to /admin-login.
 */
export function AdminLayout() {
  const loggedIn = useSyncExternalStore(subscribeAdminSession, isAdminLoggedIn);
  const loggingOut = useRef(false);
  const navigate = useNavigate();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const admin = getAdminSession()?.admin ?? null;
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const openNotifications = useCallback(() => setNotificationsOpen(true), []);
  const stats = useQuery({ ...dashboardStatsQuery(), enabled: loggedIn });
  const unread = useQuery({ ...unreadCountQuery(), enabled: loggedIn });
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), LOADER_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, []);
  useAdminRealtime();
  useNewCvToast(openNotifications);

  if (!loggedIn) return loggingOut.current ? null : <Navigate to="/admin-login" replace />;
  // Load errors of the first figures are ignored (docs/requirements.md#admin-shell): the page shows after 2 s anyway.
  if (!waited && (stats.isPending || unread.isPending)) return <PageSpinner label={M.loadingDashboard} />;

  const logout = async () => {
    loggingOut.current = true;
    setConfirmOpen(false);
    // The server revokes the refresh token; a failed call still ends the session here.
    await logoutAdmin().catch(() => undefined);
    clearAdminSession();
    toast.success(M.loggedOut);
    navigate('/', { replace: true });
  };

  return (
    <div className="min-h-dvh bg-slate-100 lg:flex">
      <aside className="bg-brand-950 text-slate-200 lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-64 lg:shrink-0 lg:flex-col">
        <div className="flex items-center justify-between px-5 py-4 lg:block lg:py-6">
          <p className="leading-none">
            <span className="block text-lg font-extrabold text-white">{SITE.name}</span>
            <span className="text-[0.65rem] font-semibold tracking-[0.35em] text-accent-300">
              {SITE.tagline} · {M.area.toUpperCase()}
            </span>
          </p>
        </div>
        <nav aria-label={M.navigation} className="overflow-x-auto px-3 pb-3 lg:flex-1 lg:pb-0">
          <ul className="flex gap-1 lg:flex-col">
            {navItems
              .filter((item) => !item.permission || adminCan(item.permission))
              .map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={({ isActive }) =>
                      `flex items-center justify-between gap-3 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${
                        isActive
                          ? 'bg-brand-700 text-white'
                          : 'text-slate-300 hover:bg-brand-900 hover:text-white'
                      }`
                    }
                  >
                    {item.label}
                    {item.badge && stats.data ? (
                      <span className="rounded-full bg-white/15 px-2 text-xs font-semibold leading-5 text-white">
                        {item.badge(stats.data)}
                      </span>
                    ) : null}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-end gap-4 border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
          <NotificationsButton open={notificationsOpen} onOpenChange={setNotificationsOpen} />
          {admin ? (
            <p className="min-w-0 text-right text-sm leading-tight">
              <span className="block truncate font-medium text-slate-900">
                {admin.user_name || admin.email}
              </span>
              <span className="text-xs text-slate-500">{M.roles[admin.role] ?? admin.role}</span>
            </p>
          ) : null}
          <button type="button" className={buttonClass.secondary} onClick={() => setConfirmOpen(true)}>
            {M.logout}
          </button>
          <ConfirmDialog
            open={confirmOpen}
            onOpenChange={setConfirmOpen}
            title={M.confirmTitle}
            body={M.confirmBody}
            confirmLabel={M.confirm}
            cancelLabel={M.cancel}
            onConfirm={logout}
          />
        </header>
        <main id="main" className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <Suspense fallback={<PageSpinner label={M.loadingPage} />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
