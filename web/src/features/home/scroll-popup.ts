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

/** How long after a focus change the page's scrolling counts as the browser revealing that focus (ms). */
const FOCUS_SCROLL_MS = 1000;
/** Keys that scroll the page by themselves (not by moving the focus). */
const SCROLL_KEYS = new Set(['PageDown', 'PageUp', 'ArrowDown', 'ArrowUp', 'Home', 'End', ' ']);

/**
 * Whether the popup is open, and a function to close it. `enabled` is false while the assistant
 * is shown (or the splash still covers the page): scrolling then does not open it.
 * A scroll the browser makes to reveal a newly focused element (a keyboard user tabbing to the
 * contact links) never opens it (docs/requirements.md#landing-page): scrolls within
 * FOCUS_SCROLL_MS of a focus change are ignored unless the wheel, a touch, the pointer or a
 * scrolling key came after that focus change. The page's scroll position is looked at again on
 * the visitor's next own scroll.
 */
export function useScrollPopup(enabled: boolean): [open: boolean, close: () => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!enabled || alreadyShown()) return;
    let focusedAt = Number.NEGATIVE_INFINITY;
    let intentAt = Number.NEGATIVE_INFINITY;
    const onFocus = () => {
      focusedAt = performance.now();
    };
    const onIntent = () => {
      intentAt = performance.now();
    };
    const onKey = (event: KeyboardEvent) => {
      if (SCROLL_KEYS.has(event.key)) onIntent();
    };
    const focusDriven = () => intentAt < focusedAt && performance.now() - focusedAt < FOCUS_SCROLL_MS;
    const check = () => {
      if (focusDriven()) return;
      if (window.scrollY > window.innerHeight * POPUP_SCROLL_FRACTION) {
        remember();
        setOpen(true);
        stop();
      }
    };
    const listeners: [string, EventListener][] = [
      ['scroll', check],
      ['focusin', onFocus],
      ['wheel', onIntent],
      ['touchmove', onIntent],
      ['pointerdown', onIntent],
      ['keydown', onKey as EventListener],
    ];
    const stop = () => {
      for (const [type, fn] of listeners) window.removeEventListener(type, fn, true);
    };
    for (const [type, fn] of listeners) window.addEventListener(type, fn, { passive: true, capture: true });
    check();
    return stop;
  }, [enabled]);
  return [open, () => setOpen(false)];
}
