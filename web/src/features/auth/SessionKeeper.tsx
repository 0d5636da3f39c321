import { useEffect } from 'react';
import { renewDueSessions, verifyAdminSession, verifyCandidateSession } from './session';

/** How often the renewal check runs (ms); it also runs when the tab becomes visible again. */
const CHECK_EVERY_MS = 60_000;

/**
 * Mounted once at the root: checks stored sessions on app start and renews tokens before they
 * expire (timers of hidden tabs are throttled, hence the check when the tab is shown again).
 */
export function SessionKeeper() {
  useEffect(() => {
    let stopped = false;
    const check = () => {
      if (!stopped) void renewDueSessions();
    };
    void (async () => {
      await renewDueSessions();
      await Promise.all([verifyCandidateSession(), verifyAdminSession()]);
    })();
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return null;
}
