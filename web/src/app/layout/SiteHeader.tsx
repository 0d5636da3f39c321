import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { appMessages } from '@/app/messages';
import { isCandidateLoggedIn, subscribeCandidateSession } from '@/lib/session';
import { SITE } from '@/lib/site';

// The avatar menu (Radix dropdown, toasts) loads only for a signed-in candidate: visitors get a
// plain Login link and download none of it.
const UserMenu = lazy(() => import('@/features/auth/UserMenu').then((m) => ({ default: m.UserMenu })));

const M = appMessages.nav;

/** In-page anchors of the landing page (docs/requirements.md#landing-page), as router targets. */
export const anchors = {
  about: { pathname: '/', hash: '#about' },
  training: { pathname: '/', hash: '#training' },
  contact: { pathname: '/', hash: '#contact' },
} as const;

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-700';
const buttonClass =
  'inline-flex items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold shadow-sm transition';

/** The logo mark and text with the SOLUTIONS tagline; links to / and scrolls to the top (docs/requirements.md#public-header). */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={() => {
        window.scrollTo({ top: 0 });
        onNavigate?.();
      }}
      className="flex items-center gap-2.5 rounded-md"
    >
      <img src="/images/logo.svg" alt="" width={36} height={36} className="size-9" />
      <span className="flex flex-col leading-none">
        <span className="text-xl font-extrabold tracking-tight text-brand-800">{SITE.name}</span>
        <span className="mt-0.5 text-[0.65rem] font-semibold tracking-[0.35em] text-accent-700">
          {SITE.tagline}
        </span>
      </span>
    </Link>
  );
}

/**
 * The sticky public header (docs/requirements.md#public-header): desktop navigation from the medium
 * breakpoint, a hamburger menu below it that closes after any choice and on an outside click.
 * Logged out it offers Login; a signed-in candidate gets the avatar menu (`UserMenu`), in the
 * mobile menu as the user block with Logout.
 */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const loggedIn = useSyncExternalStore(subscribeCandidateSession, isCandidateLoggedIn, () => false);
  const headerRef = useRef<HTMLElement>(null);
  const location = useLocation();

  // Any navigation closes the menu; the first render is none: a press React handles while it
  // hydrates the page (before this effect first runs) opens the menu, and it must stay open.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    setMenuOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!menuOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  const close = () => setMenuOpen(false);

  return (
    <header ref={headerRef} className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo onNavigate={close} />
        <nav aria-label={M.primary} className="hidden items-center gap-1 md:flex">
          <Link to={anchors.about} className={linkClass}>
            {M.about}
          </Link>
          <NavLink
            to="/careers"
            className={`${linkClass} aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700`}
          >
            {M.careers}
          </NavLink>
          <Link to={anchors.training} className={linkClass}>
            {M.training}
          </Link>
          <Link
            to={anchors.contact}
            className={`${buttonClass} ml-2 bg-accent-600 text-white hover:bg-accent-700`}
          >
            {M.getInTouch}
          </Link>
          <span className="ml-1 flex">
            <AccountControl variant="desktop" loggedIn={loggedIn} />
          </span>
        </nav>
        <button
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? M.closeMenu : M.openMenu}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {menuOpen ? (
              <path strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
            ) : (
              <path strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
            )}
          </svg>
        </button>
      </div>
      {menuOpen ? (
        <nav
          id="mobile-menu"
          aria-label={M.mobile}
          className="border-t border-slate-200 bg-white px-4 pb-4 md:hidden"
        >
          <ul className="flex flex-col gap-1 pt-2">
            <li>
              <Link to={anchors.about} onClick={close} className={`${linkClass} block`}>
                {M.about}
              </Link>
            </li>
            <li>
              <Link to="/careers" onClick={close} className={`${linkClass} block`}>
                {M.careers}
              </Link>
            </li>
            <li>
              <Link to={anchors.contact} onClick={close} className={`${linkClass} block`}>
                {M.contact}
              </Link>
            </li>
          </ul>
          <div className="mt-3 grid gap-2">
            <Link
              to={anchors.contact}
              onClick={close}
              className={`${buttonClass} bg-accent-600 text-white hover:bg-accent-700`}
            >
              {M.getInTouch}
            </Link>
            <AccountControl variant="mobile" loggedIn={loggedIn} onNavigate={close} />
          </div>
        </nav>
      ) : null}
    </header>
  );
}

const loginClass = `${buttonClass} border border-brand-600 bg-white text-brand-700 hover:bg-brand-50`;

/** Login for visitors; the candidate's avatar menu (or mobile user block) once signed in. */
function AccountControl({
  variant,
  loggedIn,
  onNavigate,
}: {
  variant: 'desktop' | 'mobile';
  loggedIn: boolean;
  onNavigate?: () => void;
}) {
  const login = (
    <Link to="/login" onClick={onNavigate} className={loginClass}>
      {M.login}
    </Link>
  );
  if (!loggedIn) return login;
  return (
    <Suspense
      fallback={<span aria-hidden="true" className="inline-block size-9 rounded-full bg-slate-200" />}
    >
      <UserMenu variant={variant} onNavigate={onNavigate} loginClassName={loginClass} />
    </Suspense>
  );
}
