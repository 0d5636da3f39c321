import * as Dialog from '@radix-ui/react-dialog';
import { Suspense, useRef, useState, useSyncExternalStore } from 'react';
import { Navigate, NavLink, Outlet, useMatch, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageSpinner } from '../../components/feedback';
import {
  clearAdminSession,
  getAdminSession,
  isAdminLoggedIn,
  subscribeAdminSession,
} from '../../lib/session';
import { SITE } from '../../lib/site';
import { adminShellMessages as M } from './messages';

// `index`: the item is also the page shown at /admin itself.
const navItems = [{ to: '/admin/cv-management', label: M.nav.cvManagement, index: true }] as const;

/**
 * The admin shell (admin-area §2): sidebar navigation, the signed-in admin, and Logout with a
 * "Confirm Logout" dialog that ends the session and goes to /. If the session ends any other way
 * (a 401 on an admin call, logout in another tab) the shell sends the browser to /admin-login.
 */
export function AdminLayout() {
  const loggedIn = useSyncExternalStore(subscribeAdminSession, isAdminLoggedIn);
  const loggingOut = useRef(false);
  const navigate = useNavigate();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const admin = getAdminSession()?.admin ?? null;
  const atAdminIndex = useMatch({ path: '/admin', end: true }) !== null;

  if (!loggedIn) return loggingOut.current ? null : <Navigate to="/admin-login" replace />;

  const logout = () => {
    loggingOut.current = true;
    setConfirmOpen(false);
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
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) => {
                    const active = isActive || (item.index && atAdminIndex);
                    return `block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${
                      active
                        ? 'bg-brand-700 text-white'
                        : 'text-slate-300 hover:bg-brand-900 hover:text-white'
                    }`;
                  }}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-end gap-4 border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
          {admin ? (
            <p className="min-w-0 text-right text-sm leading-tight">
              <span className="block truncate font-medium text-slate-900">
                {admin.user_name || admin.email}
              </span>
              <span className="text-xs text-slate-500">{M.roles[admin.role] ?? admin.role}</span>
            </p>
          ) : null}
          <Dialog.Root open={confirmOpen} onOpenChange={setConfirmOpen}>
            <Dialog.Trigger asChild>
              <button
                type="button"
                className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
              >
                {M.logout}
              </button>
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
              <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
                <Dialog.Title className="text-lg font-semibold text-slate-900">{M.confirmTitle}</Dialog.Title>
                <Dialog.Description className="mt-2 text-sm text-slate-600">
                  {M.confirmBody}
                </Dialog.Description>
                <div className="mt-6 flex justify-end gap-3">
                  <Dialog.Close asChild>
                    <button
                      type="button"
                      className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
                    >
                      {M.cancel}
                    </button>
                  </Dialog.Close>
                  <button
                    type="button"
                    onClick={logout}
                    className="rounded-lg bg-danger-600 px-4 py-2 text-sm font-semibold text-white hover:bg-danger-700"
                  >
                    {M.confirm}
                  </button>
                </div>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
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
