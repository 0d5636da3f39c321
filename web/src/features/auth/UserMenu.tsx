import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { type CandidateSessionUser, clearCandidateSession, useCandidateUser } from '@/lib/session';
import { logoutCandidate } from './api';
import { authMessages } from './messages';

const M = authMessages.menu;

/** Initials of a name (docs/requirements.md#public-header): first letter of each word, uppercased, at most 2; fallback U. */
export function initialsOf(name: string | null | undefined): string {
  const letters = (name ?? '')
    .trim()
    .split(/\s+/)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
  return Array.from(letters).slice(0, 2).join('') || 'U';
}

/** The avatar: the image once it has loaded, the initials until then (or when it fails). */
export function Avatar({
  user,
  className = 'size-9 text-sm',
}: {
  user: CandidateSessionUser;
  className?: string;
}) {
  const [state, setState] = useState<'loading' | 'loaded' | 'error'>('loading');
  return (
    <span
      className={`relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-600 font-semibold text-white ${className}`}
    >
      {state === 'loaded' ? null : <span aria-hidden="true">{initialsOf(user.name)}</span>}
      {user.avatar && state !== 'error' ? (
        <img
          src={user.avatar}
          alt=""
          onLoad={() => setState('loaded')}
          onError={() => {
            console.warn('avatar image failed to load');
            setState('error');
          }}
          className={state === 'loaded' ? 'absolute inset-0 size-full object-cover' : 'hidden'}
        />
      ) : null}
    </span>
  );
}

/**
 * Logout (docs/requirements.md#candidate-session): the server revokes the refresh token and clears its
 * cookie (a failed call still ends the session here), then the session is cleared, says so, goes to /.
 */
function useLogout(onDone?: () => void) {
  const navigate = useNavigate();
  return async () => {
    await logoutCandidate().catch(() => undefined);
    clearCandidateSession();
    toast.success(M.loggedOut);
    onDone?.();
    navigate('/');
  };
}

/**
 * The header's account control (docs/requirements.md#public-header). Logged out: a Login button to
 * /login. Logged in: the avatar opening a menu with name, email, My profile, Your data (/my-data) and Logout (outside clicks and Escape
 * close it). `variant="mobile"` is the block of the hamburger menu: the user, My profile, Your data and Logout.
 */
export function UserMenu({
  variant = 'desktop',
  onNavigate,
  loginClassName,
}: {
  variant?: 'desktop' | 'mobile';
  /** Called after any choice (the mobile menu closes itself with it). */
  onNavigate?: () => void;
  /** Classes of the Login button, so it matches the header's buttons. */
  loginClassName?: string;
}) {
  const user = useCandidateUser();
  const logout = useLogout(onNavigate);

  if (!user) {
    return (
      <Link
        to="/login"
        onClick={onNavigate}
        className={
          loginClassName ??
          'inline-flex items-center justify-center rounded-lg border border-brand-600 bg-white px-4 py-2 text-sm font-semibold text-brand-700 shadow-sm transition hover:bg-brand-50'
        }
      >
        {M.login}
      </Link>
    );
  }

  const name = user.name || M.nameFallback;

  if (variant === 'mobile') {
    // The name and e-mail wrap at any character rather than being cut, so the whole value is
    // readable at 320 px; the buttons sit on a row of their own and stay on screen.
    return (
      <div className="rounded-lg border border-slate-200 p-3">
        <div className="flex items-start gap-3">
          <Avatar user={user} />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold text-slate-900 [overflow-wrap:anywhere]">{name}</p>
            <p className="text-xs text-slate-600 [overflow-wrap:anywhere]">{user.email}</p>
          </div>
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link
            to="/profile"
            onClick={onNavigate}
            className="inline-flex min-h-9 flex-1 items-center justify-center rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            {authMessages.profile.menuLink}
          </Link>
          <Link
            to="/my-data"
            onClick={onNavigate}
            className="inline-flex min-h-9 flex-1 items-center justify-center rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            {M.myData}
          </Link>
          <button
            type="button"
            onClick={logout}
            className="inline-flex min-h-9 flex-1 items-center justify-center rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            {M.logout}
          </button>
        </div>
      </div>
    );
  }

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="rounded-full outline-none ring-brand-500 ring-offset-2 focus-visible:ring-2">
        {/* Named by its content, not aria-label: the visible initials are no part of that name (WCAG 2.5.3). */}
        <span className="sr-only">{M.openMenu(name)}</span>
        <Avatar user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-72 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <div className="flex items-start gap-3 px-2 py-2">
            <Avatar user={user} />
            <div className="min-w-0">
              <p className="text-sm font-semibold text-slate-900 [overflow-wrap:anywhere]">{name}</p>
              <p className="text-xs text-slate-600 [overflow-wrap:anywhere]">{user.email}</p>
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild>
            <Link
              to="/profile"
              className="flex cursor-pointer items-center rounded-lg px-2 py-2 text-sm font-medium text-slate-700 outline-none data-[highlighted]:bg-slate-100"
            >
              {authMessages.profile.menuLink}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <Link
              to="/my-data"
              className="flex cursor-pointer items-center rounded-lg px-2 py-2 text-sm font-medium text-slate-700 outline-none data-[highlighted]:bg-slate-100"
            >
              {M.myData}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            onSelect={logout}
            className="flex cursor-pointer items-center rounded-lg px-2 py-2 text-sm font-medium text-danger-700 outline-none data-[highlighted]:bg-danger-50"
          >
            {M.logout}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
