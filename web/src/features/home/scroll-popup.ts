/**
 * The popup rule of docs/requirements.md#landing-page: it opens once, after the visitor scrolls past 30% of the
 * viewport height, only on the home page and only while the Resume Assistant is not shown.
 * "Once" is once per browser tab session (sessionStorage), so coming back to the home page does
 * not show it again.
 */
import { useEffect, useState } from 'react';

/** Fraction of the viewport height the visitor scrolls before the popup opens. */
export const POPUP_SCROLL_FRACTION = 0.3;
/** sessionStorage key remembering that the popup was shown in this tab. */
export const POPUP_STORAGE_KEY = 'homePopupShown';

function alreadyShown(): boolean {
  try {
    return sessionStorage.getItem(POPUP_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Records that the popup is not to open in this tab any more (shown, or the assistant was used). */
export function remember(): void {
  try {
    sessionStorage.setItem(POPUP_STORAGE_KEY, 'true');
  } catch {
    // Without storage the popup can show again on the next visit of the page; that is all.
  }
}

/**
 * Whether the popup is open, and a function to close it. `enabled` is false while the assistant
 * is shown (or the splash still covers the page): scrolling then does not open it.
 */
export function useScrollPopup(enabled: boolean): [open: boolean, close: () => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!enabled || alreadyShown()) return;
    const check = () => {
      if (window.scrollY > window.innerHeight * POPUP_SCROLL_FRACTION) {
        remember();
        setOpen(true);
        window.removeEventListener('scroll', check);
      }
    };
    window.addEventListener('scroll', check, { passive: true });
    check();
    return () => window.removeEventListener('scroll', check);
  }, [enabled]);
  return [open, () => setOpen(false)];
}
